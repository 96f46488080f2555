import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { BAG_ORDER, CATALOGUE_ORDER, PRIYA_DETAILS as details, PRIYA_ME as priya, SHIPPED_ORDER as order } from './fixtures';

const replace = vi.fn();
const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: vi.fn(), refresh }) }));

// The server reads (Django with the visitor's cookies) and the browser's address edit.
const getMe = vi.fn();
const getCustomer = vi.fn();
const getOrders = vi.fn();
const getMyTickets = vi.fn();
const getReviewable = vi.fn();
vi.mock('@/lib/api/server', async () => ({
  getMyTickets: (cookie: string) => getMyTickets(cookie),
  getReviewable: (cookie: string) => getReviewable(cookie),
  attempt: (await import('@/lib/api/errors')).attempt,
  getMe: (cookie: string) => getMe(cookie),
  getCustomer: (phone: string, cookie: string) => getCustomer(phone, cookie),
  getOrders: (phone: string, cookie: string) => getOrders(phone, cookie),
}));
const editAddress = vi.fn();
vi.mock('@/lib/api/client', () => ({ api: { editAddress: (p: string, a: unknown) => editAddress(p, a) } }));

import { CustomerHome } from '@/components/customer/customer-home';

const COOKIE = 'sessionid=abc; csrftoken=xyz';

/** Renders the server component the way Next does: await it, then render what it returned. */
async function renderHome(phoneInUrl: string | null) {
  return render(await CustomerHome({ phoneInUrl, cookie: COOKIE }));
}

describe('CustomerHome (server-rendered with the visitor’s session)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    getMe.mockResolvedValue(priya);
    getCustomer.mockResolvedValue(details);
    getOrders.mockResolvedValue([]);
    getMyTickets.mockResolvedValue([]);
    getReviewable.mockResolvedValue({ page: 1, hasMore: false, results: [] });
  });
  afterEach(() => vi.useRealTimers());

  it('without a phone number says so, reads nothing of the customer’s and goes to /login after a moment', async () => {
    vi.useFakeTimers();
    await renderHome(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number not provided.');
    expect(replace).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1500));
    expect(replace).toHaveBeenCalledWith('/login');
    expect(getCustomer).not.toHaveBeenCalled();
    expect(getOrders).not.toHaveBeenCalled();
  });

  it('with someone else’s phone number refuses the same way, whatever the URL says', async () => {
    vi.useFakeTimers();
    await renderHome('9876543211');
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number not provided.');
    act(() => vi.advanceTimersByTime(1500));
    expect(replace).toHaveBeenCalledWith('/login');
    expect(getCustomer).not.toHaveBeenCalled();
  });

  it('without a session refuses', async () => {
    getMe.mockResolvedValue({ authenticated: false, phoneNumber: null, name: null, isStaff: false });
    await renderHome('9876543210');
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number not provided.');
    expect(getCustomer).not.toHaveBeenCalled();
  });

  it('invites a review of delivered items not yet reviewed, linking to that order’s review page', async () => {
    const line = { lineId: 812, orderId: 'RZ8K2M4P', deliveredAt: null, product: 'Bleu Renaissance', itemId: 1, productType: 'tshirts', sleeve: '', size: 'M', image: '', canReview: true, review: null };
    getReviewable.mockResolvedValue({ page: 1, hasMore: false, results: [line, { ...line, lineId: 813, product: 'Polo', canReview: false }] });
    await renderHome('9876543210');
    const invite = screen.getByRole('region', { name: 'Rate your order' });
    expect(invite).toHaveTextContent('Your delivered item is waiting for your review: Bleu Renaissance.');
    expect(within(invite).getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/customerpilot/reviews?order=RZ8K2M4P');
    expect(getReviewable).toHaveBeenCalledWith(COOKIE);
  });

  it('shows no invitation when everything delivered is reviewed', async () => {
    await renderHome('9876543210');
    expect(screen.queryByRole('region', { name: 'Rate your order' })).not.toBeInTheDocument();
  });

  it('asks Django with the visitor’s own cookies', async () => {
    await renderHome('9876543210');
    expect(getMe).toHaveBeenCalledWith(COOKIE);
    expect(getCustomer).toHaveBeenCalledWith('9876543210', COOKIE);
    expect(getOrders).toHaveBeenCalledWith('9876543210', COOKIE);
  });

  it('greets the customer, shows the address and the empty-orders text', async () => {
    await renderHome('9876543210');
    expect(screen.getByRole('heading', { name: 'Hi, Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByTestId('address-line')).toHaveTextContent('MG Road, Near Metro, Pune, Maharashtra, 411001');
    expect(screen.getByText('Sorry No orders found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personalize Your Own' })).toHaveAttribute('href', '/pilot?phone_number=9876543210');
  });

  it('links to My quotes beside the greeting', async () => {
    await renderHome('9876543210');
    const welcome = screen.getByRole('region', { name: 'Hi, Priya Sharma' });
    expect(within(welcome).getByRole('link', { name: 'My quotes' })).toHaveAttribute('href', '/customerpilot/quotes');
  });

  it('lists orders with rupees, dd/mm/yyyy and the downloads', async () => {
    getOrders.mockResolvedValue([order]);
    await renderHome('9876543210');
    expect(screen.getByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Front design of order RZ-1' })).toHaveAttribute('href', '/api/orders/RZ-1/design/front/');
    // A missing side shows nothing rather than a "No back design" note.
    expect(screen.queryByRole('link', { name: /Back design/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/No (front|back) design/)).not.toBeInTheDocument();
  });

  it('marks a bag order, which has no design, as a catalogue item', async () => {
    getOrders.mockResolvedValue([{ ...order, orderId: 'RZ-2', front: null, back: null }, order]);
    await renderHome('9876543210');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Catalogue item');
    expect(items[0]?.querySelector('a[download]')).toBeNull();
    expect(items[1]).not.toHaveTextContent('Catalogue item');
    expect(screen.getAllByText('Catalogue item')).toHaveLength(1);
  });

  it('names the ready-made design a catalogue order holds (issue 21), and each one of a bag of several', async () => {
    getOrders.mockResolvedValue([CATALOGUE_ORDER, BAG_ORDER, order]);
    await renderHome('9876543210');
    const [single, bag, studio] = screen.getAllByRole('listitem');
    expect(single).toHaveTextContent('Medieval Pink · T-Shirt · Violet Rush · S×1');
    expect(single).toHaveTextContent('Catalogue item');
    expect(bag).toHaveTextContent('Medieval Pink S×1, Blue Madonna M×2');
    expect(studio).toHaveTextContent('T-Shirt · Half Sleeve · Black · M×2');
    expect(studio).not.toHaveTextContent('Medieval Pink');
  });

  it('replaces the displayed address after Edit Address succeeds', async () => {
    editAddress.mockImplementation(async (_p: string, a: unknown) => a);
    await renderHome('9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Address' }));
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Mumbai');
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('address-line')).toHaveTextContent('MG Road, Near Metro, Mumbai, Maharashtra, 411001');
    expect(screen.getByRole('status')).toHaveTextContent('Address updated.');
    expect(editAddress).toHaveBeenCalledWith('9876543210', { ...details, city: 'Mumbai' });
  });

  it('keeps the greeting and offers a Retry when the orders fail to load', async () => {
    getOrders.mockRejectedValue(new ApiError('Server error', 500));
    await renderHome('9876543210');
    expect(screen.getByRole('heading', { name: 'Hi, Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refresh).toHaveBeenCalled();
  });

  it('says the shop is unreachable, with a Retry, when Django does not answer', async () => {
    getMe.mockRejectedValue(new ApiError('We could not reach the shop. Please check your connection and try again.', 0));
    await renderHome('9876543210');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the shop.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
