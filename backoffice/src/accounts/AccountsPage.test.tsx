import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, type GetListParams } from 'react-admin';
import AccountsPage from './AccountsPage';
import { fakeDataProvider, makeSummary, renderWithAdmin } from '../test/render';
import { makeOrder } from '../test/orders';
import { stubOffice } from '../test/office';

const due = makeOrder({ id: 'RZ-DUE00002', order_id: 'RZ-DUE00002', name: 'Rahul Verma', phone_number: '9876543211', amount: 123837.1 });
const paid = makeOrder({
    id: 'RZ-PAID0001',
    order_id: 'RZ-PAID0001',
    phone_number: '9876543210',
    payment_status: 'paid',
    amount: 743.05,
    date: '2026-03-01',
});

const refund = {
    id: 7,
    number: 'RT-26-000007',
    order_id: 'RZ-RTNCAT22',
    name: 'Priya Sharma',
    phone_number: '9876543210',
    amount: '449.10',
    reference: 'UTR123456789012',
    refunded_at: '2026-11-25T20:00:00Z',
    credit_note_number: 'RZC/26-27/0003',
};

/** The server's answer per filter: `{"due": true}`, `{"payment_status": "paid"}`, or every order; the refunds. */
const getList = vi.fn((resource: string, { filter }: GetListParams) => {
    if (resource === 'refunds') return Promise.resolve({ data: [refund], total: 1 }) as Promise<never>;
    const data = filter.due ? [due] : filter.payment_status === 'paid' ? [paid] : [paid, due];
    return Promise.resolve({ data, total: data.length }) as Promise<never>;
});

const provider = (update: ReturnType<typeof vi.fn>) =>
    fakeDataProvider({ getList, update });

beforeEach(() => {
    stubOffice({ 'GET /api/office/summary/': () => makeSummary({ total_due: 123837.1, total_paid: 743.05, total_refunded: 449.1 }) });
});

describe('AccountsPage', () => {
    it('shows what is owed, what is paid and the totals, each table from its filter on the orders', async () => {
        renderWithAdmin(<AccountsPage />, { dataProvider: provider(vi.fn()) });
        const credit = await screen.findByRole('table', { name: 'Credit (Unpaid)' });
        expect(within(credit).getByText('9876543211')).toBeInTheDocument();
        expect(within(credit).getByText('₹1,23,837.10')).toBeInTheDocument();
        expect(within(credit).getByText('07/03/2026')).toBeInTheDocument();
        const debit = await screen.findByRole('table', { name: 'Debit (Paid)' });
        expect(within(debit).getByText('₹743.05')).toBeInTheDocument();
        expect(within(debit).getByText('01/03/2026')).toBeInTheDocument();
        expect(await screen.findByText('Total Credit Amount: Rs. 1,23,837.10/-')).toBeInTheDocument();
        expect(screen.getByText('Total Debit Amount: Rs. 743.05/-')).toBeInTheDocument();
        const filters = getList.mock.calls.map(([resource, params]) => [resource, params.filter]);
        expect(filters).toContainEqual(['orders', { due: true }]);
        expect(filters).toContainEqual(['orders', { payment_status: 'paid' }]);
    });

    it('lists the refunds (order, return, phone number, amount, date, UTR) and shows their total beside the two', async () => {
        renderWithAdmin(<AccountsPage />, { dataProvider: provider(vi.fn()) });
        const refunds = await screen.findByRole('table', { name: 'Refunds' });
        const headers = within(refunds).getAllByRole('columnheader').map(h => h.textContent);
        expect(headers).toEqual(['Order Id', 'Return', 'Phone Number', 'Amount', 'Date', 'UTR']);
        const row = within(refunds).getByRole('row', { name: /UTR123456789012/ });
        // which order's money went back, and through which return
        expect(within(row).getByText('RZ-RTNCAT22')).toBeInTheDocument();
        expect(within(row).getByText('RT-26-000007')).toBeInTheDocument();
        expect(within(row).getByText('9876543210')).toBeInTheDocument();
        expect(within(row).getByText('₹449.10')).toBeInTheDocument();
        expect(within(row).getByText('26/11/2026')).toBeInTheDocument(); // 20:00 UTC is the next day in India
        expect(await screen.findByText('Total Refunds: Rs. 449.10/-')).toBeInTheDocument();
        expect(screen.getByText('Total Credit Amount: Rs. 1,23,837.10/-')).toBeInTheDocument();
    });

    it('marks an unpaid order paid and says so', async () => {
        const update = vi.fn((_resource: string, { id, data }: { id: string; data: object }) => Promise.resolve({ data: { ...due, id, ...data } }));
        renderWithAdmin(<AccountsPage />, { dataProvider: provider(update) });
        const payments = await screen.findByRole('table', { name: 'Order Payments' });
        const row = within(payments).getByRole('row', { name: /RZ-DUE00002/ });
        expect(within(row).getByText('unpaid')).toBeInTheDocument();
        await userEvent.click(within(row).getByRole('button', { name: /Mark as Paid/ }));
        expect(update).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 'RZ-DUE00002', data: { payment_status: 'paid' } }));
        expect(await screen.findByText('Payment status updated successfully.')).toBeInTheDocument();
    });

    it("says the update failed, with the server's reason", async () => {
        const update = vi.fn().mockRejectedValue(new HttpError('This order is cancelled.', 400, { message: 'This order is cancelled.', errors: {} }));
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderWithAdmin(<AccountsPage />, { dataProvider: provider(update) });
        const payments = await screen.findByRole('table', { name: 'Order Payments' });
        const row = within(payments).getByRole('row', { name: /RZ-PAID0001/ });
        await userEvent.click(within(row).getByRole('button', { name: /Mark as Unpaid/ }));
        expect(update).toHaveBeenCalledWith('orders', expect.objectContaining({ id: 'RZ-PAID0001', data: { payment_status: 'unpaid' } }));
        expect(await screen.findByText('Failed to update payment status. This order is cancelled.')).toBeInTheDocument();
    });
});
