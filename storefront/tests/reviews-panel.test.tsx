import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIYA_ME, REVIEWS, SUMMARY } from './fixtures';

const list = vi.fn();
const summary = vi.fn();
const helpful = vi.fn();
const me = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock('@/lib/api/client', () => ({
  api: { me: () => me() },
  reviewsApi: { list: (...a: unknown[]) => list(...a), summary: (...a: unknown[]) => summary(...a), helpful: (id: number) => helpful(id) },
}));

import { ReviewsPanel } from '@/components/reviews/reviews-panel';
import { resetSession } from '@/lib/session';

const FIRST_PAGE = { count: 12, page: 1, pages: 2, results: REVIEWS };
const NOBODY = { authenticated: false, phoneNumber: null, name: null, isStaff: false };

describe('ReviewsPanel (the Reviews tab)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    resetSession();
    me.mockResolvedValue(NOBODY);
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('shows the average, the count and the 5-to-1 histogram, then each review with its photos and the shop’s reply', async () => {
    render(<ReviewsPanel target={{ item: 1 }} initialSummary={{ ...SUMMARY, count: 12 }} initialPage={FIRST_PAGE} />);
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByTestId('review-count')).toHaveTextContent('12 reviews');
    const rows = within(screen.getByRole('list', { name: 'Ratings by stars' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['5 stars1 review', '4 stars1 review', '3 stars0 reviews', '2 stars0 reviews', '1 star0 reviews']);
    const first = screen.getByRole('article', { name: 'Great fit' });
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(within(first).getByText('Verified purchase')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: /^Photo 1 of Priya S\./ })).toHaveAttribute('src', '/api/reviews/photos/7/');
    expect(within(first).getByText('Thank you, Priya!')).toBeInTheDocument();
    expect(within(first).getByText('3 people found this helpful')).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled(); // the server's first page stands
    await act(async () => {}); // the session check answers
  });

  it('asks for the most helpful first and for the next page', async () => {
    const user = userEvent.setup();
    list.mockResolvedValue({ ...FIRST_PAGE, page: 2, results: [REVIEWS[1]!] });
    render(<ReviewsPanel target={{ item: 1 }} initialSummary={SUMMARY} initialPage={FIRST_PAGE} />);
    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'Most helpful first');
    expect(list).toHaveBeenLastCalledWith({ item: 1 }, 'helpful', 1);
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    list.mockResolvedValue(FIRST_PAGE);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(list).toHaveBeenLastCalledWith({ item: 1 }, 'helpful', 1);
  });

  it('lets a logged-in customer mark a review helpful; a visitor only reads the count', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<ReviewsPanel target={{ item: 1 }} initialSummary={SUMMARY} initialPage={FIRST_PAGE} />);
    await waitFor(() => expect(me).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
    unmount();

    resetSession();
    me.mockResolvedValue(PRIYA_ME);
    helpful.mockResolvedValue({ helpfulCount: 4, voted: true });
    render(<ReviewsPanel target={{ item: 1 }} initialSummary={SUMMARY} initialPage={FIRST_PAGE} />);
    const first = screen.getByRole('article', { name: 'Great fit' });
    await user.click(await within(first).findByRole('button', { name: 'Helpful' }));
    expect(helpful).toHaveBeenCalledWith(41);
    expect(await within(first).findByText('4 people found this helpful')).toBeInTheDocument();
    expect(within(first).getByRole('status')).toHaveTextContent('Thank you for your vote.');
  });

  it('loads a custom print’s reviews itself (the design page) and says when there are none yet', async () => {
    list.mockResolvedValue({ count: 0, page: 1, pages: 0, results: [] });
    summary.mockResolvedValue({ average: null, count: 0, histogram: SUMMARY.histogram.map((h) => ({ ...h, count: 0 })) });
    render(<ReviewsPanel target={{ productType: 'tshirts', sleeve: 'Half Sleeve' }} />);
    expect(await screen.findByText(/^No reviews yet/)).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ productType: 'tshirts', sleeve: 'Half Sleeve' }, 'newest', 1);
    expect(screen.queryByRole('list', { name: 'Ratings by stars' })).not.toBeInTheDocument();
  });
});
