import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetListParams, GetOneParams } from 'react-admin';
import Board from './Board';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import { makeOrder } from '../test/orders';
import type { Order, StoreRow } from '../types';

const FEST: StoreRow = { id: 7, slug: 'fest-2026', title: 'Mood Indigo 2026', status: 'open', closes_at: '2026-12-02T18:30:00Z', progress: 'A: 12 of 10, B: 4 of 10', collected: null };
const HOUSE: StoreRow = { ...FEST, id: 8, slug: 'house-blue', title: 'House Blue', progress: 'A: 1 of 10' };

/** Orders by store (RZ-FEST… are the fest's); getList filters by status and, when asked, by store_id. */
const shop = () => {
    const orders: (Order & { store?: number })[] = [
        { ...makeOrder({ id: 'RZ-FEST0001', order_id: 'RZ-FEST0001' }), store: 7 },
        { ...makeOrder({ id: 'RZ-FEST0002', order_id: 'RZ-FEST0002', status: 'confirm' }), store: 7 },
        makeOrder({ id: 'RZ-SHOP0001', order_id: 'RZ-SHOP0001' }),
    ];
    const getList = vi.fn((resource: string, { filter }: GetListParams) => {
        if (resource === 'stores') return Promise.resolve({ data: [FEST, HOUSE], total: 2 }) as Promise<never>;
        const rows = orders.filter(o => o.status === filter.status && (filter.store_id === undefined || o.store === filter.store_id));
        return Promise.resolve({ data: rows, total: rows.length }) as Promise<never>;
    });
    const getOne = vi.fn((_resource: string, { id }: GetOneParams) => Promise.resolve({ data: [FEST, HOUSE].find(s => s.id === Number(id)) }) as Promise<never>);
    return { getList, getOne, dataProvider: fakeDataProvider({ getList, getOne }) };
};

afterEach(() => {
    window.location.hash = '';
});

describe('the board grouped under a store', () => {
    it("opened with a store shows that store's orders alone under its heading, and All orders goes back", async () => {
        window.location.hash = '#/board?store=7';
        const { getList, dataProvider } = shop();
        renderWithAdmin(<Board />, { dataProvider });
        const group = await screen.findByRole('region', { name: 'Store: Mood Indigo 2026' });
        expect(within(group).getByText(/fest-2026 · closes .* · A: 12 of 10, B: 4 of 10/)).toBeInTheDocument();
        const pending = within(group).getByRole('region', { name: 'pending' });
        expect(await within(pending).findByRole('article', { name: 'Order RZ-FEST0001' })).toBeInTheDocument();
        expect(await within(within(group).getByRole('region', { name: 'confirm' })).findByRole('article', { name: 'Order RZ-FEST0002' })).toBeInTheDocument();
        expect(screen.queryByRole('article', { name: 'Order RZ-SHOP0001' })).not.toBeInTheDocument();
        for (const status of ['pending', 'confirm', 'shipped', 'delivered', 'cancelled']) {
            expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: { status, store_id: 7 }, sort: { field: 'created_at', order: 'DESC' } }));
        }
        expect(screen.getByRole('combobox', { name: 'Store' })).toHaveValue('Mood Indigo 2026');

        await userEvent.click(within(group).getByRole('button', { name: 'All orders' }));
        await waitFor(() => expect(screen.queryByRole('region', { name: /^Store:/ })).not.toBeInTheDocument());
        expect(await within(screen.getByRole('region', { name: 'pending' })).findByRole('article', { name: 'Order RZ-SHOP0001' })).toBeInTheDocument();
        expect(window.location.hash).toBe('#/board');
    });

    it('chooses a store in the Store box: the columns ask for its orders only', async () => {
        window.location.hash = '#/board';
        const { getList, dataProvider } = shop();
        renderWithAdmin(<Board />, { dataProvider });
        expect(await within(screen.getByRole('region', { name: 'pending' })).findByRole('article', { name: 'Order RZ-SHOP0001' })).toBeInTheDocument();
        // the default board: every order, newest first, no store asked
        expect(getList).not.toHaveBeenCalledWith('orders', expect.objectContaining({ filter: expect.objectContaining({ store_id: expect.anything() }) }));
        await userEvent.click(screen.getByRole('combobox', { name: 'Store' }));
        await userEvent.click(await screen.findByRole('option', { name: /House Blue/ }));
        expect(await screen.findByRole('region', { name: 'Store: House Blue' })).toBeInTheDocument();
        expect(window.location.hash).toBe('#/board?store=8');
        expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: { status: 'pending', store_id: 8 } }));
        expect(await within(screen.getByRole('region', { name: 'pending' })).findByText('No orders available.')).toBeInTheDocument();
    });
});
