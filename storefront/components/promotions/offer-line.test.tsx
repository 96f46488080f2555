// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Breakdown } from '@/lib/api/types';
import { PriceBreakdown } from '@/components/checkout/price-breakdown';

afterEach(cleanup);

const bag: Breakdown = {
  subtotal: 2097,
  offerName: 'Buy 3, cheapest free',
  offerDiscount: 699,
  discountCode: '',
  discountAmount: 0,
  onlineDiscount: 0,
  shipping: 0,
  codFee: 0,
  total: 1398,
  codAllowed: true,
  codBelow: 5000,
  lines: [{ name: 'Bleu Renaissance', size: 'M', quantity: 3, unitPrice: 699, lineTotal: 2097, catalogueItemId: 1 }],
};

describe('OfferLine', () => {
  it("shows the offer's line after the subtotal and before shipping, as the server priced it", () => {
    render(<PriceBreakdown breakdown={bag} method="cod" freeShipping="" />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    expect(terms.slice(1, 4)).toEqual(['Subtotal', 'Buy 3, cheapest free', 'Shipping']);
    expect(screen.getByText('−₹699')).toBeTruthy();
  });

  it('shows nothing when no offer took anything off', () => {
    render(<PriceBreakdown breakdown={{ ...bag, offerName: '', offerDiscount: 0, total: 2097 }} method="cod" freeShipping="" />);
    expect(screen.queryByTestId('offer-line')).toBeNull();
  });
});
