import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError, type GetListParams, type UpdateParams } from 'react-admin';
import Board from './Board';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';
import { makeOrder } from '../test/orders';
import type { Order } from '../types';

const COURIER = { id: 1, name: 'Delhivery', tracking_url_template: '', needs_awb: true, active: true };

/** A tiny server: orders by id; getList filters by status; update changes one (or fails). */
const shop = (orders: Order[], fail?: HttpError) => {
    const byId = new Map(orders.map(order => [order.id, order]));
    const getList = vi.fn((resource: string, { filter, pagination = { page: 1, perPage: 25 } }: GetListParams) => {
        if (resource === 'couriers') return Promise.resolve({ data: [COURIER], total: 1 }) as Promise<never>;
        const rows = [...byId.values()].filter(order => order.status === filter.status);
        const first = (pagination.page - 1) * pagination.perPage;
        return Promise.resolve({ data: rows.slice(first, first + pagination.perPage), total: rows.length }) as Promise<never>;
    });
    const update = vi.fn((_resource: string, { id, data }: UpdateParams) => {
        if (fail) return Promise.reject(fail);
        const order = { ...byId.get(String(id))!, ...data };
        byId.set(order.id, order);
        return Promise.resolve({ data: order }) as Promise<never>;
    });
    return { getList, update, dataProvider: fakeDataProvider({ getList, update }) };
};

const moveWithUpdateStatus = async (orderId: string, status: string) => {
    const card = await screen.findByRole('article', { name: `Order ${orderId}` });
    await userEvent.click(within(card).getByRole('button', { name: 'Update Status' }));
    await userEvent.click(within(card).getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: status }));
    await userEvent.click(within(card).getByRole('button', { name: 'Submit' }));
};

describe('Board', () => {
    it('asks for every column newest first by default, 25 at a time', async () => {
        const { getList, dataProvider } = shop([makeOrder(), makeOrder({ id: 'RZ-SHIP0002', order_id: 'RZ-SHIP0002', status: 'shipped' })]);
        renderWithAdmin(<Board />, { dataProvider });
        const pending = screen.getByRole('region', { name: 'pending' });
        expect(await within(pending).findByRole('article', { name: 'Order RZ-TEST0001' })).toBeInTheDocument();
        expect(await within(screen.getByRole('region', { name: 'shipped' })).findByRole('article', { name: 'Order RZ-SHIP0002' })).toBeInTheDocument();
        expect(await within(screen.getByRole('region', { name: 'cancelled' })).findByText('No orders available.')).toBeInTheDocument();
        for (const status of ['pending', 'confirm', 'shipped', 'delivered', 'cancelled']) {
            expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({
                filter: { status },
                sort: { field: 'created_at', order: 'DESC' },
                pagination: { page: 1, perPage: 25 },
            }));
        }
        expect(getList).not.toHaveBeenCalledWith('orders', expect.objectContaining({ sort: { field: 'dispatch_by', order: 'ASC' } }));
        expect(screen.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('sorts pending and confirm soonest due first when the person chooses it, the others stay newest first', async () => {
        const { getList, dataProvider } = shop([makeOrder()]);
        renderWithAdmin(<Board />, { dataProvider });
        await within(screen.getByRole('region', { name: 'pending' })).findByRole('article', { name: 'Order RZ-TEST0001' });
        getList.mockClear();
        await userEvent.click(screen.getByRole('button', { name: 'Soonest due' }));
        expect(screen.getByRole('button', { name: 'Soonest due' })).toHaveAttribute('aria-pressed', 'true');
        expect(await within(screen.getByRole('region', { name: 'pending' })).findByRole('article', { name: 'Order RZ-TEST0001' })).toBeInTheDocument();
        for (const status of ['pending', 'confirm']) {
            expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({
                filter: { status },
                sort: { field: 'dispatch_by', order: 'ASC' },
            }));
        }
        expect(getList).not.toHaveBeenCalledWith('orders', expect.objectContaining({ filter: { status: 'shipped' }, sort: { field: 'dispatch_by', order: 'ASC' } }));
        await userEvent.click(screen.getByRole('button', { name: 'Newest first' }));
        expect(screen.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('shows the newest 25 of a column and loads the next 25 on Load more', async () => {
        const many = Array.from({ length: 30 }, (_, i) => {
            const id = `RZ-MANY${String(i).padStart(4, '0')}`;
            return makeOrder({ id, order_id: id, created_at: `2026-03-07T10:${String(59 - i).padStart(2, '0')}:00Z` });
        });
        const { getList, dataProvider } = shop(many);
        renderWithAdmin(<Board />, { dataProvider });
        const pending = screen.getByRole('region', { name: 'pending' });
        await userEvent.click(await within(pending).findByRole('button', { name: 'Load more (5 more)' }));
        expect(await within(pending).findByRole('article', { name: 'Order RZ-MANY0029' })).toBeInTheDocument();
        expect(within(pending).getAllByRole('article')).toHaveLength(30);
        expect(getList).toHaveBeenCalledWith('orders', expect.objectContaining({ filter: { status: 'pending' }, pagination: { page: 2, perPage: 25 } }));
    });

    it('moves a card with Update Status: one update of the order, then the notice', async () => {
        const { update, dataProvider } = shop([makeOrder()]);
        renderWithAdmin(<Board />, { dataProvider });
        await moveWithUpdateStatus('RZ-TEST0001', 'confirm');
        expect(update).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 'RZ-TEST0001', data: { status: 'confirm' } }));
        expect(await screen.findByText('Order status updated.')).toBeInTheDocument();
        const confirm = screen.getByRole('region', { name: 'confirm' });
        expect(await within(confirm).findByRole('article', { name: 'Order RZ-TEST0001' })).toBeInTheDocument();
        expect(within(screen.getByRole('region', { name: 'pending' })).queryByRole('article')).not.toBeInTheDocument();
    });

    it('asks courier and AWB before shipping; Cancel leaves the card where it was', async () => {
        const { update, dataProvider } = shop([makeOrder()]);
        const shipOrder = vi.fn();
        stubOffice({
            'POST /api/office/orders/{order_id}/ship': shipOrder,
            'GET /api/office/orders/{order_id}/parcel': () => ({ weight_grams: 450, length_cm: 30, breadth_cm: 25, height_cm: 6 }),
        });
        renderWithAdmin(<Board />, { dataProvider });
        await moveWithUpdateStatus('RZ-TEST0001', 'shipped');
        const dialog = await screen.findByRole('dialog', { name: 'Ship order RZ-TEST0001' });
        expect(within(dialog).getByRole('textbox', { name: /AWB number/ })).toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(update).not.toHaveBeenCalled();
        expect(shipOrder).not.toHaveBeenCalled();
        expect(within(screen.getByRole('region', { name: 'pending' })).getByRole('article', { name: 'Order RZ-TEST0001' })).toBeInTheDocument();
    });

    it("puts the card back and says why when the server refuses", async () => {
        const refusal = new HttpError('Choose one of: pending, confirm.', 400, {});
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        const { dataProvider } = shop([makeOrder()], refusal);
        renderWithAdmin(<Board />, { dataProvider });
        await moveWithUpdateStatus('RZ-TEST0001', 'delivered');
        expect(await screen.findByText('Failed to update order status. Choose one of: pending, confirm.')).toBeInTheDocument();
        const pending = screen.getByRole('region', { name: 'pending' });
        expect(within(pending).getByRole('article', { name: 'Order RZ-TEST0001' })).toBeInTheDocument();
        expect(within(screen.getByRole('region', { name: 'delivered' })).queryByRole('article')).not.toBeInTheDocument();
    });
});
