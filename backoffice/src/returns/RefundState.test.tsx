import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { allows } from '../access/rules';
import { renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';
import type { RefundState } from './api';
import { RefundStateLine } from './RefundState';

const failed: RefundState = {
    id: 3,
    status: 'failed',
    status_label: 'Failed',
    words: 'The refund to your original payment failed: we are sending it again',
    amount: 499,
    refund_id: '',
    utr: '',
    failure_reason: 'The payment has been fully refunded already',
};

const member = (permissions: string[]): AuthProvider => ({
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
    checkAuth: () => Promise.resolve(),
    checkError: () => Promise.resolve(),
    getPermissions: () => Promise.resolve(permissions),
    canAccess: ({ resource, action }) => Promise.resolve(allows(permissions, resource, action)),
});

describe('a refund to the original payment', () => {
    it('failed: shows the gateway’s reason, and Accounts ask the gateway again', async () => {
        const retry = vi.fn(() => ({ ...failed, status: 'pending', status_label: 'Pending', failure_reason: '' }));
        stubOffice({ 'POST /api/office/gateway-refunds/{pk}/retry': retry });
        renderWithAdmin(<RefundStateLine state={failed} />, { authProvider: member(['view_orders', 'change_payment']) });
        const group = await screen.findByRole('group', { name: 'Refund to the original payment' });
        expect(group).toHaveTextContent('FailedThe payment has been fully refunded already');
        await userEvent.click(await within(group).findByRole('button', { name: 'Ask the gateway again' }));
        expect(retry).toHaveBeenCalledWith(expect.objectContaining({ params: { pk: '3' } }));
        expect(await within(group).findByText('Pending')).toBeInTheDocument();
        expect(within(group).queryByRole('button', { name: 'Ask the gateway again' })).toBeNull();
    });

    it('failed: paid by bank transfer instead, with its UTR', async () => {
        const utr = vi.fn(() => ({ ...failed, status: 'utr', status_label: 'Refunded by bank transfer (UTR)', utr: 'UTR998877665' }));
        stubOffice({ 'POST /api/office/gateway-refunds/{pk}/utr': utr });
        renderWithAdmin(<RefundStateLine state={failed} />, { authProvider: member(['view_orders', 'change_payment']) });
        const group = await screen.findByRole('group', { name: 'Refund to the original payment' });
        await userEvent.type(await within(group).findByRole('textbox', { name: /UTR/ }), 'UTR998877665');
        await userEvent.click(within(group).getByRole('button', { name: 'Record UTR' }));
        expect(utr).toHaveBeenCalledWith(expect.objectContaining({ body: { utr: 'UTR998877665' } }));
        expect(await within(group).findByText('UTR UTR998877665')).toBeInTheDocument();
    });

    it('without change_payment: the state only', async () => {
        renderWithAdmin(<RefundStateLine state={failed} />, { authProvider: member(['view_orders', 'handle_returns']) });
        const group = await screen.findByRole('group', { name: 'Refund to the original payment' });
        expect(group).toHaveTextContent('Failed');
        expect(within(group).queryByRole('button')).toBeNull();
    });
});
