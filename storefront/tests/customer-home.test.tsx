import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const replace = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ replace, push: vi.fn(), refresh: vi.fn() }) }));

const me = vi.fn();
const customer = vi.fn();
const orders = vi.fn();
const editAddress = vi.fn();
vi.mock('@/lib/api/client', () => ({ api: { me: () => me(), customer: (p: string) => customer(p), orders: (p: string) => orders(p), editAddress: (p: string, a: unknown) => editAddress(p, a) } }));

import { CustomerHome } from '@/components/customer/customer-home';

const priya = { authenticated: true, phoneNumber: '9876543210', name: 'Priya Sharma', isStaff: false };
const details = { name: 'Priya Sharma', phoneNumber: '9876543210', email: 'p@example.com', area: 'MG Road', landmark: 'Near Metro', city: 'Pune', state: 'Maharashtra', pinCode: '411001' };
const order = {
  orderId: 'RZ-1', date: '2026-11-20', createdAt: '2026-11-20T10:00:00Z', status: 'shipped', color: 'Black', colorHex: '#222222', product: 'T-Shirt', sleeve: 'Half Sleeve',
  sizes: [{ size: 'M', quantity: 2 }], quantity: 2, amount: 123456, paymentStatus: 'paid', paymentMethod: 'upi',
  front: '/api/orders/RZ-1/design/front/', back: null, frontThumbnail: null, backThumbnail: null,
};

describe('CustomerHome guard', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    customer.mockResolvedValue(details);
    orders.mockResolvedValue([]);
  });

  it('without a phone number says so and goes to /login', async () => {
    me.mockResolvedValue(priya);
    render(<CustomerHome phoneInUrl={null} redirectDelayMs={0} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number not provided.');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
    expect(customer).not.toHaveBeenCalled();
  });

  it('with someone else’s phone number refuses the same way', async () => {
    me.mockResolvedValue(priya);
    render(<CustomerHome phoneInUrl="9876543211" redirectDelayMs={0} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number not provided.');
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login'));
  });

  it('without a session refuses', async () => {
    me.mockResolvedValue({ authenticated: false, phoneNumber: null, name: null, isStaff: false });
    render(<CustomerHome phoneInUrl="9876543210" redirectDelayMs={0} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Phone number not provided.');
  });

  it('greets the customer, shows the address and the empty-orders text', async () => {
    me.mockResolvedValue(priya);
    render(<CustomerHome phoneInUrl="9876543210" />);
    expect(await screen.findByRole('heading', { name: 'Hi, Priya Sharma' })).toBeInTheDocument();
    expect(screen.getByTestId('address-line')).toHaveTextContent('MG Road, Near Metro, Pune, Maharashtra, 411001');
    expect(await screen.findByText('Sorry No orders found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personalize Your Own' })).toHaveAttribute('href', '/pilot?phone_number=9876543210');
  });

  it('lists orders with rupees, dd/mm/yyyy and the downloads', async () => {
    me.mockResolvedValue(priya);
    orders.mockResolvedValue([order]);
    render(<CustomerHome phoneInUrl="9876543210" />);
    expect(await screen.findByText('₹1,23,456')).toBeInTheDocument();
    expect(screen.getByText('20/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Front design of order RZ-1' })).toHaveAttribute('href', '/api/orders/RZ-1/design/front/');
    // A missing side shows nothing rather than a "No back design" note.
    expect(screen.queryByRole('link', { name: /Back design/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/No (front|back) design/)).not.toBeInTheDocument();
  });

  it('marks a bag order, which has no design, as a catalogue item', async () => {
    me.mockResolvedValue(priya);
    orders.mockResolvedValue([{ ...order, orderId: 'RZ-2', front: null, back: null }, order]);
    render(<CustomerHome phoneInUrl="9876543210" />);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Catalogue item');
    expect(items[0]?.querySelector('a[download]')).toBeNull();
    expect(items[1]).not.toHaveTextContent('Catalogue item');
    expect(screen.getAllByText('Catalogue item')).toHaveLength(1);
  });

  it('replaces the displayed address after Edit Address succeeds', async () => {
    me.mockResolvedValue(priya);
    editAddress.mockImplementation(async (_p: string, a: unknown) => a);
    render(<CustomerHome phoneInUrl="9876543210" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Address' }));
    await userEvent.clear(screen.getByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Mumbai');
    await userEvent.click(screen.getByRole('button', { name: 'Update Address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('address-line')).toHaveTextContent('MG Road, Near Metro, Mumbai, Maharashtra, 411001');
    expect(editAddress).toHaveBeenCalledWith('9876543210', { ...details, city: 'Mumbai' });
  });

  it('shows a retry when the orders fail to load', async () => {
    me.mockResolvedValue(priya);
    orders.mockRejectedValueOnce(new Error('boom')).mockResolvedValueOnce([]);
    render(<CustomerHome phoneInUrl="9876543210" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sorry No orders found.')).toBeInTheDocument();
  });
});
