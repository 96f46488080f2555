import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { allows } from '../access/rules';
import { renderWithAdmin } from '../test/render';
import { reply, stubOffice } from '../test/office';
import { ReturnActions } from './ReturnActions';
import type { ReturnDetail } from './types';

const received: ReturnDetail = {
    id: 7,
    number: 'RT-26-000007',
    order_id: 'RZ-RTNCAT22',
    status: 'received',
    status_label: 'Received',
    kind: 'refund',
    reason: 'print_defect',
    reason_label: 'Print defect',
    name: 'Priya Sharma',
    phone_number: '9876543210',
    refund_amount: null,
    created_at: '2026-11-25T05:10:00Z',
    note: 'Smudged on the back',
    refund_to: 'upi_ref',
    upi_id: '',
    upi_reference: 'UPI123456789',
    lines: [{ line_id: 41, item: 'Medieval Pink', size: 'M', quantity: 1, exchange_size: null }],
    photos: [],
    pickup: { customer_sends: false, courier: 'Delhivery', awb: 'D123456', tracking_url: '' },
    reject_reason: '',
    qc_note: '',
    refund_reference: '',
    refunded_at: null,
    credit_note_number: '',
    credit_note_url: null,
    refund_state: null,
    replacement_order_id: null,
    history: [],
    email: 'priya@example.com',
    order: { order_id: 'RZ-RTNCAT22', status: 'delivered', payment_method: 'upi', payment_status: 'paid', amount: 999, refunded: 0, created_at: '', delivered_on: '2026-11-23' },
    refund_max: 449.1,
    refund_asks_utr: true,
    couriers: [{ id: 1, name: 'Delhivery' }],
    actions: ['refund', 'reject'],
    whatsapp_text: 'Hello Priya',
};

/** A member with these permissions, through the one rules table. */
const member = (permissions: string[]): AuthProvider => ({
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
    canAccess: ({ resource, action }) => Promise.resolve(allows(permissions, resource, action)),
});

describe('a return’s step buttons', () => {
    it('show only the steps the server allows now and the member may take', async () => {
        renderWithAdmin(<ReturnActions record={received} />, { authProvider: member(['view_orders', 'handle_returns']) });
        const group = await screen.findByRole('group', { name: 'Return steps' });
        expect(within(group).getAllByRole('button').map(b => b.textContent)).toEqual(['Reject']); // refund needs change_payment
    });

    it('refund: the server’s amount prefilled, editable down, never above, the UTR required', async () => {
        const returnStep = vi.fn(() => ({ ...received, status: 'refunded', status_label: 'Refunded' }));
        stubOffice({ 'POST /api/office/returns/{pk}/refund': returnStep });
        renderWithAdmin(<ReturnActions record={received} />, { authProvider: member(['view_orders', 'change_payment']) });
        await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
        const dialog = await screen.findByRole('dialog', { name: 'Refund return RT-26-000007' });
        const amount = within(dialog).getByRole('textbox', { name: /Amount/ });
        expect(amount).toHaveValue('449.10');
        await userEvent.clear(amount);
        await userEvent.type(amount, '500');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
        expect(await within(dialog).findByText('At most ₹449.10 can be refunded.')).toBeInTheDocument();
        expect(within(dialog).getByText('Enter the refund’s UTR or reference.')).toBeInTheDocument();
        expect(returnStep).not.toHaveBeenCalled();

        await userEvent.clear(amount);
        await userEvent.type(amount, '400');
        await userEvent.type(within(dialog).getByRole('textbox', { name: /UTR/ }), 'UTR123456789012');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
        expect(returnStep).toHaveBeenCalledWith(expect.objectContaining({ params: { pk: '7' }, body: { amount: '400.00', reference: 'UTR123456789012' } }));
        expect(await screen.findByText('Return RT-26-000007: Refunded.')).toBeInTheDocument();
    });

    it('refund: no UTR asked when the order’s gift cards and store credit cover the whole refund', async () => {
        const returnStep = vi.fn(() => ({ ...received, status: 'refunded', status_label: 'Refunded' }));
        stubOffice({ 'POST /api/office/returns/{pk}/refund': returnStep });
        const covered = { ...received, refund_asks_utr: false };
        renderWithAdmin(<ReturnActions record={covered} />, { authProvider: member(['view_orders', 'change_payment']) });
        await userEvent.click(await screen.findByRole('button', { name: 'Refund' }));
        const dialog = await screen.findByRole('dialog', { name: 'Refund return RT-26-000007' });
        expect(within(dialog).getByText(/gift cards and store credit get their shares back/)).toBeInTheDocument();
        expect(within(dialog).queryByRole('textbox', { name: /UTR/ })).not.toBeInTheDocument();
        await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
        expect(returnStep).toHaveBeenCalledWith(expect.objectContaining({ params: { pk: '7' }, body: { amount: '449.10', reference: '' } }));
    });

    it('reject: the server’s field error lands on the reason', async () => {
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        stubOffice({ 'POST /api/office/returns/{pk}/reject': () => reply(400, { message: 'Bad', errors: { reason: ['Too vague.'] } }) });
        renderWithAdmin(<ReturnActions record={received} />, { authProvider: member(['view_orders', 'handle_returns']) });
        await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
        const dialog = await screen.findByRole('dialog', { name: 'Reject return RT-26-000007' });
        await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No');
        await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
        expect(await within(dialog).findByText('Too vague.')).toBeInTheDocument();
    });
});
