// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { savingPercent, tierWords, toPriceTable } from '@/lib/api/price-breaks';
import { ItemPriceBreaks, PriceBreakTable } from './price-breaks';

afterEach(cleanup);

// as GET /api/catalogue/price-breaks/ answers it
const hoodies = toPriceTable({
  product_type: 'hoodie',
  name: 'Hoodie',
  print_method: 'DTG (direct-to-garment)',
  tiers: [
    { label: '1-9', min_quantity: 1, max_quantity: 9, one_side: 1099, both_sides: 1099 },
    { label: '100-249', min_quantity: 100, max_quantity: 249, one_side: 789, both_sides: 879.5 },
    { label: '250+', min_quantity: 250, max_quantity: null, one_side: 729, both_sides: 1049 },
  ],
  setup: [
    { label: 'Screen setup (up to 4 colours)', amount: 1200 },
    { label: 'Embroidery digitising', amount: 12500 },
  ],
});

describe('PriceBreakTable', () => {
  it('shows each tier with its price on one side and on both, in rupees with Indian grouping', () => {
    render(<PriceBreakTable table={hoodies} />);
    const rows = within(screen.getByTestId('breaks-hoodie')).getAllByRole('row');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Quantity', 'One side', 'Both sides'],
      ['1–9 pieces', '₹1,099', '₹1,099'],
      ['100–249 piecessave 28%', '₹789', '₹879.50'],
      ['250+ piecessave 34%', '₹729', '₹1,049'],
    ]);
    expect(screen.getByRole('heading', { name: 'Hoodie' })).toBeTruthy();
    expect(screen.getByText(/One-off setup for a bulk order/).textContent).toBe(
      'One-off setup for a bulk order: Screen setup (up to 4 colours) ₹1,200, Embroidery digitising ₹12,500.',
    );
  });

  it('leaves the setup line out when the product has none', () => {
    render(<PriceBreakTable table={{ ...hoodies, setup: [] }} />);
    expect(screen.queryByText(/One-off setup/)).toBeNull();
  });
});

describe('ItemPriceBreaks', () => {
  it('shows a ready-made item its own price per piece by quantity', () => {
    const table = {
      itemId: 1,
      productType: 'tshirts',
      tiers: [
        { label: '1-9', minQuantity: 1, maxQuantity: 9, unitPrice: 699 },
        { label: '50+', minQuantity: 50, maxQuantity: null, unitPrice: 531 },
      ],
    };
    render(<ItemPriceBreaks table={table} />);
    const rows = within(screen.getByTestId('item-price-breaks')).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual(['1–9 pieces₹699', '50+ pieces₹531']);
  });

  it('shows nothing for a product without breaks', () => {
    const { container } = render(<ItemPriceBreaks table={{ itemId: 10, productType: 'crop-top', tiers: [] }} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('tier words', () => {
  it('reads a tier as a customer would say it', () => {
    expect(tierWords({ minQuantity: 1, maxQuantity: 1 })).toBe('1 piece');
    expect(tierWords({ minQuantity: 10, maxQuantity: 10 })).toBe('10 pieces');
    expect(savingPercent(499, 499)).toBe(0);
    expect(savingPercent(499, 379)).toBe(24);
  });
});
