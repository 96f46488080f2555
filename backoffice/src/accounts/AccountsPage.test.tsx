import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import AccountsPage from './AccountsPage';
import { PaymentToggle } from './PaymentToggle';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import type { OrderPaymentRecord } from '../types';

const payments: OrderPaymentRecord[] = [
    { order_id: 'RZ-PAID0001', name: 'Priya Sharma', phone_number: '9876543210', payment_status: 'paid' },
    { order_id: 'RZ-DUE00002', name: 'Rahul Verma', phone_number: '9876543211', payment_status: 'unpaid' },
];

describe('PaymentToggle', () => {
    it('offers Mark as Paid for an unpaid order and Mark as Unpaid for a paid one', async () => {
        const onToggle = vi.fn().mockResolvedValue(undefined);
        const { rerender } = render(<PaymentToggle orderId="RZ-1" status="unpaid" onToggle={onToggle} />);
        await userEvent.click(screen.getByRole('button', { name: /Mark as Paid/ }));
        expect(onToggle).toHaveBeenCalledWith('RZ-1', 'paid');
        rerender(<PaymentToggle orderId="RZ-1" status="paid" onToggle={onToggle} />);
        await userEvent.click(screen.getByRole('button', { name: /Mark as Unpaid/ }));
        expect(onToggle).toHaveBeenLastCalledWith('RZ-1', 'unpaid');
    });
});

describe('AccountsPage', () => {
    const provider = (paymentStatusSet: ReturnType<typeof vi.fn>) =>
        fakeDataProvider({
            paymentList: () => Promise.resolve({ items: payments, total: 2 }),
            unpaidList: () => Promise.resolve({ items: [{ order_id: 'RZ-DUE00002', phone_number: '9876543211', due_amount: 978, date: '2026-03-07' }], total: 1 }),
            paidList: () => Promise.resolve({ items: [{ order_id: 'RZ-PAID0001', phone_number: '9876543210', paid_amount: 743.05, date: '2026-03-01' }], total: 1 }),
            amountSummary: () => Promise.resolve({ total_due: 978, total_paid: 743.05 }),
            paymentStatusSet,
        });

    it('shows the three tables and the totals', async () => {
        renderWithAdmin(<AccountsPage />, { dataProvider: provider(vi.fn()) });
        const credit = await screen.findByRole('table', { name: 'Credit (Unpaid)' });
        expect(await within(credit).findByText('9876543211')).toBeInTheDocument();
        expect(within(credit).getByText('07/03/2026')).toBeInTheDocument();
        const debit = screen.getByRole('table', { name: 'Debit (Paid)' });
        expect(await within(debit).findByText('Rs. 743.05')).toBeInTheDocument();
        expect(await screen.findByText('Total Credit Amount: Rs. 978/-')).toBeInTheDocument();
        expect(screen.getByText('Total Debit Amount: Rs. 743.05/-')).toBeInTheDocument();
    });

    it('toggles a payment and says it worked', async () => {
        const paymentStatusSet = vi.fn().mockResolvedValue({ message: 'Payment status updated successfully.' });
        renderWithAdmin(<AccountsPage />, { dataProvider: provider(paymentStatusSet) });
        const row = await screen.findByTestId('payment-row-RZ-DUE00002');
        await userEvent.click(within(row).getByRole('button', { name: /Mark as Paid/ }));
        expect(paymentStatusSet).toHaveBeenCalledWith('RZ-DUE00002', 'paid');
        expect(await screen.findByText('Payment status updated successfully.')).toBeInTheDocument();
    });

    it('says so when the update fails', async () => {
        const paymentStatusSet = vi.fn().mockRejectedValue(new Error('boom'));
        vi.spyOn(console, 'error').mockImplementation(() => undefined);
        renderWithAdmin(<AccountsPage />, { dataProvider: provider(paymentStatusSet) });
        const row = await screen.findByTestId('payment-row-RZ-PAID0001');
        await userEvent.click(within(row).getByRole('button', { name: /Mark as Unpaid/ }));
        expect(paymentStatusSet).toHaveBeenCalledWith('RZ-PAID0001', 'unpaid');
        expect(await screen.findByText('Failed to update payment status.')).toBeInTheDocument();
    });
});
