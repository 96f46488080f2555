// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Breakdown } from '@/lib/api/types';
import { PriceBreakdown } from './price-breakdown';

afterEach(cleanup);

const base: Breakdown = {
  subtotal: 998,
  discountCode: '',
  discountAmount: 0,
  onlineDiscount: 0,
  shipping: 79,
  codFee: 0,
  total: 1077,
  codAllowed: true,
  codBelow: 5000,
  lines: [{ name: 'T-Shirt', size: 'M', quantity: 2, unitPrice: 499, lineTotal: 998, catalogueItemId: null }],
};

describe('PriceBreakdown', () => {
  it('shows a cash on delivery fee after shipping only when there is one', () => {
    const { unmount } = render(<PriceBreakdown breakdown={base} method="cod" freeShipping="" />);
    expect(screen.queryByText('Cash on delivery fee')).toBeNull();
    unmount();
    render(<PriceBreakdown breakdown={{ ...base, codFee: 49, total: 1126 }} method="cod" freeShipping="" />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms.slice(-3)).toEqual(['Shipping', 'Cash on delivery fee', 'Total']);
    expect(screen.getByText('₹49')).toBeTruthy();
  });

  it('shows the lines, shipping and total as the server priced them', () => {
    render(<PriceBreakdown breakdown={base} method="cod" freeShipping="Free shipping on orders over ₹999" />);
    expect(screen.getByText('T-Shirt · M × 2')).toBeTruthy();
    expect(screen.getByText('₹79')).toBeTruthy();
    expect(screen.getByTestId('quote-total').textContent).toBe('₹1,077');
    expect(screen.getByText('Free shipping on orders over ₹999.')).toBeTruthy();
  });

  it('names the club discount and the online discount', () => {
    render(
      <PriceBreakdown
        breakdown={{ ...base, discountCode: 'CLUB10', discountAmount: 99.8, onlineDiscount: 44.91, total: 932.29 }}
        method="upi"
        freeShipping="Free shipping on orders over ₹999"
      />,
    );
    expect(screen.getByText('Club discount (first order)')).toBeTruthy();
    expect(screen.getByText('−₹99.80')).toBeTruthy();
    expect(screen.getByText('Online payment discount')).toBeTruthy();
  });

  it('says cash on delivery is not possible at Rs 5000 and more', () => {
    render(<PriceBreakdown breakdown={{ ...base, subtotal: 5495, total: 5495, shipping: 0, codAllowed: false }} method="cod" freeShipping="Free shipping on orders over ₹999" />);
    expect(screen.getByRole('alert').textContent).toBe('Cash on delivery is only for orders below ₹5,000. Please pay by UPI.');
    expect(screen.getByText('Free')).toBeTruthy();
  });
});
