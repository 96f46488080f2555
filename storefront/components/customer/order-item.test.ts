// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Order } from '@/lib/api/types';
import { itemSummary, sizeTotals } from './order-item';

describe('a team order on the customer\'s orders', () => {
  it('adds up the sizes of its one-piece lines', () => {
    const lines = ['M', 'L', 'M', 'S', 'M'].map((size) => ({ size, quantity: 1 }));
    expect(sizeTotals(lines)).toEqual([
      { size: 'M', quantity: 3 },
      { size: 'L', quantity: 1 },
      { size: 'S', quantity: 1 },
    ]);
    const order = { product: 'T-Shirt', sleeve: 'Half Sleeve', color: 'White', sizes: lines, catalogueItemName: null, catalogueLines: [] } as unknown as Order;
    expect(itemSummary(order)).toBe('T-Shirt · Half Sleeve · White · M×3, L×1, S×1');
  });
});
