import { describe, expect, it } from 'vitest';
import { addToColumn, removeFromColumn, type ColumnData } from './boardCache';
import { makeOrder } from '../test/orders';

const column = (...ids: string[][]): ColumnData => ({
    pages: ids.map((page, i) => ({
        data: page.map(id => makeOrder({ id, order_id: id, status: 'shipped', created_at: `2026-01-${id.slice(-2)}T00:00:00Z` })),
        total: ids.flat().length + 10,
        pageParam: i + 1,
    })),
    pageParams: ids.map((_, i) => i + 1),
});

const ids = (data: ColumnData) => data.pages.map(p => p.data.map(o => o.order_id));

describe('board cache moves (optimistic drag and drop)', () => {
    it('removes a card and lowers the total', () => {
        const data = removeFromColumn(column(['RZ-30', 'RZ-20'], ['RZ-10']), 'RZ-20')!;
        expect(ids(data)).toEqual([['RZ-30'], ['RZ-10']]);
        expect(data.pages[0].total).toBe(12);
    });

    it('leaves the column alone when the card is not in it', () => {
        const data = column(['RZ-30']);
        expect(removeFromColumn(data, 'RZ-99')).toBe(data);
    });

    it('adds a card newest first and raises the total', () => {
        const order = makeOrder({ id: 'RZ-25', order_id: 'RZ-25', status: 'shipped', created_at: '2026-01-25T00:00:00Z' });
        const data = addToColumn(column(['RZ-30', 'RZ-20'], ['RZ-10']), order)!;
        expect(ids(data)).toEqual([['RZ-30', 'RZ-25'], ['RZ-20', 'RZ-10']]);
        expect(data.pages[1].total).toBe(14);
    });

    it('adds a card to an open column sorted soonest due first by its dispatch date', () => {
        const due = (id: string, dispatch_by: string) => makeOrder({ id, order_id: id, status: 'confirm', dispatch_by });
        const data: ColumnData = {
            pages: [{ data: [due('RZ-A', '2026-01-10'), due('RZ-C', '2026-01-30')], total: 2, pageParam: 1 }],
            pageParams: [1],
        };
        expect(ids(addToColumn(data, due('RZ-B', '2026-01-20'), 'due')!)).toEqual([['RZ-A', 'RZ-B', 'RZ-C']]);
    });

    it('adds a card to an open column newest first by default, whatever its dispatch date', () => {
        const open = (id: string, created_at: string, dispatch_by: string) =>
            makeOrder({ id, order_id: id, status: 'pending', created_at, dispatch_by });
        const data: ColumnData = {
            pages: [{ data: [open('RZ-B', '2026-01-20T00:00:00Z', '2026-01-21'), open('RZ-A', '2026-01-10T00:00:00Z', '2026-01-11')], total: 2, pageParam: 1 }],
            pageParams: [1],
        };
        expect(ids(addToColumn(data, open('RZ-C', '2026-01-30T00:00:00Z', '2026-02-05'))!)).toEqual([['RZ-C', 'RZ-B', 'RZ-A']]);
    });

    it('adds to an empty column', () => {
        const data = addToColumn({ pages: [{ data: [], total: 0, pageParam: 1 }], pageParams: [1] }, makeOrder())!;
        expect(data.pages[0]).toEqual({ data: [makeOrder()], total: 1, pageParam: 1 });
    });
});
