import { describe, expect, it } from 'vitest';
import { addToColumn, removeFromColumn, type ColumnData } from './boardCache';
import { makeOrder } from '../test/orders';

const column = (...ids: string[][]): ColumnData => ({
    pages: ids.map(page => ({
        items: page.map(id => makeOrder({ order_id: id, created_at: `2026-01-${id.slice(-2)}T00:00:00Z` })),
        total: ids.flat().length + 10,
    })),
    pageParams: ids.map((_, i) => i * 2),
});

describe('board cache moves (optimistic drag and drop)', () => {
    it('removes a card and lowers the total', () => {
        const data = removeFromColumn(column(['RZ-30', 'RZ-20'], ['RZ-10']), 'RZ-20')!;
        expect(data.pages.map(p => p.items.map(o => o.order_id))).toEqual([['RZ-30'], ['RZ-10']]);
        expect(data.pages[0].total).toBe(12);
    });

    it('leaves the column alone when the card is not in it', () => {
        const data = column(['RZ-30']);
        expect(removeFromColumn(data, 'RZ-99')).toBe(data);
    });

    it('adds a card newest first and raises the total', () => {
        const order = makeOrder({ order_id: 'RZ-25', created_at: '2026-01-25T00:00:00Z' });
        const data = addToColumn(column(['RZ-30', 'RZ-20'], ['RZ-10']), order)!;
        expect(data.pages.map(p => p.items.map(o => o.order_id))).toEqual([['RZ-30', 'RZ-25'], ['RZ-20', 'RZ-10']]);
        expect(data.pages[1].total).toBe(14);
    });

    it('adds to an empty column', () => {
        const data = addToColumn({ pages: [{ items: [], total: 0 }], pageParams: [0] }, makeOrder())!;
        expect(data.pages[0]).toEqual({ items: [makeOrder()], total: 1 });
    });
});
