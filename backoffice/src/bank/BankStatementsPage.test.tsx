import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BankStatementsPage } from './BankStatementsPage';
import { fakeDataProvider, renderWithAdmin } from '../test/render';
import type { BankCredit, BankStatement } from '../types';

const statement = (overrides: Partial<BankStatement> = {}): BankStatement => ({
    id: 's1',
    bank: 'HDFC Bank',
    file_name: 'nov.csv',
    created_at: '2026-11-26T08:00:00Z',
    status: 'queued',
    headers: [],
    columns: {},
    rows_done: 0,
    rows_total: null,
    credits: 0,
    proposed: 0,
    error: '',
    ...overrides,
});

const credit: BankCredit = {
    id: 1, row: 7, value_date: '2026-11-26', amount: 250, narration: 'UPI/312345678900/someone@upi/gift', reference: '',
    utr: '312345678900', rule: '', reason: 'No UTR or order id of an unpaid UPI order in this credit', order_id: null,
    order_amount: null, order_payment_status: null, confirmed: false,
};

const lineOf = () => screen.getByRole('button', { name: /HDFC Bank: nov.csv/ });

describe('BankStatementsPage', () => {
    it('says the true state of a statement in the list once its credits are shown, not "reading · 0 of 0"', async () => {
        const ready = statement({ status: 'ready', rows_done: 3, rows_total: 3, credits: 3, proposed: 2 });
        const getStatement = vi.fn().mockResolvedValueOnce(statement({ rows_total: 3, rows_done: 1 })).mockResolvedValue(ready);
        renderWithAdmin(<BankStatementsPage />, {
            dataProvider: fakeDataProvider({
                getStatements: vi.fn().mockResolvedValueOnce([statement()]).mockResolvedValue([ready]),
                getStatement,
                getStatementCredits: () => Promise.resolve([credit]),
                getUnmatchedCredits: () => Promise.resolve([]),
                getUnpaidUpiOrders: () => Promise.resolve([]),
            }),
        });
        await waitFor(() => expect(lineOf()).toHaveTextContent('reading'));
        expect(lineOf()).not.toHaveTextContent('0 of 0');
        fireEvent.click(lineOf());

        expect(await screen.findByRole('status')).toHaveTextContent('Reading the statement: 1 of 3 credits checked against the orders');
        await waitFor(() => expect(lineOf()).toHaveTextContent('2 of 3 credits matched'), { timeout: 3000 });
        expect(lineOf()).not.toHaveTextContent('reading');
        expect(await screen.findByText('3 credits, 2 matched to unpaid UPI orders.')).toBeInTheDocument();
    });

    it('stops asking once the statement failed, and shows the reason', async () => {
        const failed = statement({ status: 'failed', error: 'Line 7 has a value longer than 128 KB, which no bank statement has.' });
        const getStatement = vi.fn(() => Promise.resolve(failed));
        renderWithAdmin(<BankStatementsPage />, {
            dataProvider: fakeDataProvider({
                getStatements: () => Promise.resolve([failed]),
                getStatement,
                getUnmatchedCredits: () => Promise.resolve([]),
                getUnpaidUpiOrders: () => Promise.resolve([]),
            }),
        });
        await waitFor(() => expect(lineOf()).toHaveTextContent('failed'));
        fireEvent.click(lineOf());

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The statement could not be read. Line 7 has a value longer than 128 KB');
        await new Promise(resolve => setTimeout(resolve, 1500)); // a poll would have come by now
        expect(getStatement).toHaveBeenCalledTimes(1);
    });

    it('gives the unmatched credits\' "Why" column room to read', async () => {
        renderWithAdmin(<BankStatementsPage />, {
            dataProvider: fakeDataProvider({
                getStatements: () => Promise.resolve([]),
                getUnmatchedCredits: () => Promise.resolve([credit]),
                getUnpaidUpiOrders: () => Promise.resolve([]),
            }),
        });
        const reason = await screen.findByText(credit.reason);
        expect(getComputedStyle(reason).minWidth).toBe('240px');
        const table = reason.closest('table') as HTMLElement;
        expect(getComputedStyle(within(table).getByText(credit.narration)).wordBreak).toBe('break-all');
    });
});
