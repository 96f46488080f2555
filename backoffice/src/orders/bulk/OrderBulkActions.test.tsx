import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../../test/render';
import { stubOffice } from '../../test/office';
import { OrderBulkActions } from '../OrderBulkActions';
import type { BulkChangeAnswer } from '../../types';

const ANSWER: BulkChangeAnswer = {
    updated: 2,
    refused: 1,
    results: [
        { order_id: 'RZ-A', ok: true, message: 'Now confirm, unpaid.', status: 'confirm', payment_status: 'unpaid' },
        { order_id: 'RZ-B', ok: false, message: 'Choose one of: pending, confirm.', status: 'cancelled', payment_status: 'unpaid' },
        { order_id: 'RZ-C', ok: true, message: 'No change needed.', status: 'confirm', payment_status: 'unpaid' },
    ],
};

const setup = (selectedIds: string[] = ['RZ-A', 'RZ-B', 'RZ-C']) => {
    const bulkUpdateOrders = vi.fn(() => ANSWER);
    stubOffice({ 'POST /api/office/orders/bulk': bulkUpdateOrders });
    const onSelect = vi.fn();
    const list = { selectedIds, onSelect, onUnselectItems: vi.fn(), resource: 'orders' } as unknown as ListControllerResult;
    renderWithAdmin(
        <ListContextProvider value={list}>
            <OrderBulkActions />
        </ListContextProvider>,
    );
    return { bulkUpdateOrders, onSelect };
};

describe('OrderBulkActions', () => {
    it('changes the status of the ticked orders in one call and shows a result per order', async () => {
        const { bulkUpdateOrders, onSelect } = setup();
        await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
        const dialog = await screen.findByRole('dialog', { name: 'Change the status of 3 orders' });
        await userEvent.click(within(dialog).getByRole('combobox', { name: 'New status' }));
        const options = (await screen.findAllByRole('option')).map(o => o.textContent);
        expect(options).toEqual(['pending', 'confirm', 'shipped', 'delivered', 'cancelled']); // shipped: courier not recorded
        await userEvent.click(screen.getByRole('option', { name: 'confirm' }));
        await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));

        await waitFor(() => expect(bulkUpdateOrders).toHaveBeenCalledWith(expect.objectContaining({ body: { ids: ['RZ-A', 'RZ-B', 'RZ-C'], status: 'confirm' } })));
        const results = await screen.findByRole('dialog', { name: 'Bulk change results' });
        expect(within(results).getByRole('status')).toHaveTextContent('2 updated, 1 refused.');
        const refused = within(results).getByRole('listitem', { name: 'RZ-B: refused' });
        expect(refused).toHaveTextContent('Choose one of: pending, confirm.');
        expect(within(results).getByRole('listitem', { name: 'RZ-A: updated' })).toHaveTextContent('Now confirm, unpaid.');
        expect(onSelect).toHaveBeenCalledWith(['RZ-B']); // the refused stay ticked
    });

    it('marks the ticked orders paid or unpaid', async () => {
        const { bulkUpdateOrders } = setup(['RZ-A']);
        await userEvent.click(screen.getByRole('button', { name: 'Mark as Paid' }));
        await waitFor(() => expect(bulkUpdateOrders).toHaveBeenCalledWith(expect.objectContaining({ body: { ids: ['RZ-A'], payment_status: 'paid' } })));
        await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
        await userEvent.click(screen.getByRole('button', { name: 'Mark as Unpaid' }));
        await waitFor(() => expect(bulkUpdateOrders).toHaveBeenLastCalledWith(expect.objectContaining({ body: { ids: ['RZ-A'], payment_status: 'unpaid' } })));
    });

    it('refuses more than a hundred orders at once', () => {
        setup(Array.from({ length: 101 }, (_, i) => `RZ-${i}`));
        expect(screen.getByRole('button', { name: 'Mark as Paid' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Production packs' })).toBeDisabled();
    });
});
