import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BankStatementsPage } from './BankStatementsPage';
import { renderWithAdmin } from '../test/render';
import { stubOffice, type Call } from '../test/office';
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
    order_amount: null, order_payment_status: null, confirmed: false, candidates: [],
};

type Candidate = BankCredit['candidates'][number];
const candidate = (order_id: string, overrides: Partial<Candidate> = {}): Candidate => ({
    order_id, created_at: '2026-11-25T08:00:00Z', amount: 499, status: 'pending', payment_status: 'unpaid',
    payment_method: 'upi', name: 'Priya Sharma', ...overrides,
});

const ROUTES = {
    getStatements: 'GET /api/office/bank/statements',
    getStatement: 'GET /api/office/bank/statements/{statement_id}',
    getStatementCredits: 'GET /api/office/bank/statements/{statement_id}/credits',
    getUnmatchedCredits: 'GET /api/office/bank/unmatched-credits',
    getUnpaidUpiOrders: 'GET /api/office/bank/unpaid-orders',
    confirmCredits: 'POST /api/office/bank/confirm',
    mapStatementColumns: 'PUT /api/office/bank/statements/{statement_id}/columns',
} as const;

/** The bank's calls answered by name (each handler gets the call: path parameters, body). */
const stubBank = (calls: Partial<Record<keyof typeof ROUTES, (call: Call) => unknown>>) =>
    stubOffice(Object.fromEntries(Object.entries(calls).map(([name, handler]) => [ROUTES[name as keyof typeof ROUTES], handler])));

const opened = async (s: BankStatement, calls: Parameters<typeof stubBank>[0]) => {
    stubBank({
        getStatements: () => Promise.resolve([s]),
        getStatement: () => Promise.resolve(s),
        getUnmatchedCredits: () => Promise.resolve([]),
        getUnpaidUpiOrders: () => Promise.resolve([]),
        ...calls,
    });
    renderWithAdmin(<BankStatementsPage />);
    fireEvent.click(await screen.findByRole('button', { name: /HDFC Bank: nov.csv/ }));
};

const lineOf = () => screen.getByRole('button', { name: /HDFC Bank: nov.csv/ });

describe('BankStatementsPage', () => {
    it('says the true state of a statement in the list once its credits are shown, not "reading · 0 of 0"', async () => {
        const ready = statement({ status: 'ready', rows_done: 3, rows_total: 3, credits: 3, proposed: 2 });
        const getStatement = vi.fn().mockResolvedValueOnce(statement({ rows_total: 3, rows_done: 1 })).mockResolvedValue(ready);
        stubBank({
            getStatements: vi.fn().mockResolvedValueOnce([statement()]).mockResolvedValue([ready]),
            getStatement,
            getStatementCredits: () => Promise.resolve([credit]),
            getUnmatchedCredits: () => Promise.resolve([]),
            getUnpaidUpiOrders: () => Promise.resolve([]),
        });
        renderWithAdmin(<BankStatementsPage />);
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
        stubBank({
            getStatements: () => Promise.resolve([failed]),
            getStatement,
            getUnmatchedCredits: () => Promise.resolve([]),
            getUnpaidUpiOrders: () => Promise.resolve([]),
        });
        renderWithAdmin(<BankStatementsPage />);
        await waitFor(() => expect(lineOf()).toHaveTextContent('failed'));
        fireEvent.click(lineOf());

        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent('The statement could not be read. Line 7 has a value longer than 128 KB');
        await new Promise(resolve => setTimeout(resolve, 1500)); // a poll would have come by now
        expect(getStatement).toHaveBeenCalledTimes(1);
    });

    it('gives the unmatched credits\' "Why" column room to read', async () => {
        stubBank({
            getStatements: () => Promise.resolve([]),
            getUnmatchedCredits: () => Promise.resolve([credit]),
            getUnpaidUpiOrders: () => Promise.resolve([]),
        });
        renderWithAdmin(<BankStatementsPage />);
        const reason = await screen.findByText(credit.reason);
        expect(getComputedStyle(reason).minWidth).toBe('240px');
        const table = reason.closest('table') as HTMLElement;
        expect(getComputedStyle(within(table).getByText(credit.narration)).wordBreak).toBe('break-all');
    });

    it('shows the orders a UTR was given for, proposes none, and confirms the one a person chooses', async () => {
        const ambiguous: BankCredit = {
            ...credit, amount: 499, rule: 'ambiguous', utr: '512345678901',
            reason: 'UTR 512345678901 was entered for 2 orders (RZ-GENUINE1, RZ-COPIED22): choose the one it pays',
            candidates: [candidate('RZ-GENUINE1'), candidate('RZ-COPIED22'), candidate('RZ-CANCEL33', { status: 'cancelled' })],
        };
        const confirmCredits = vi.fn(() => Promise.resolve([{ credit_id: 1, ok: true, message: 'RZ-GENUINE1 is paid.', order_id: 'RZ-GENUINE1' }]));
        await opened(statement({ status: 'ready', credits: 1, proposed: 0 }), {
            getStatementCredits: () => Promise.resolve([ambiguous]),
            confirmCredits,
        });

        const orders = await screen.findByRole('list', { name: 'Orders given UTR 512345678901' });
        expect(within(orders).getAllByRole('listitem').map(li => li.textContent)).toEqual([
            expect.stringContaining('RZ-GENUINE1'), expect.stringContaining('RZ-COPIED22'), expect.stringContaining('RZ-CANCEL33'),
        ]);
        expect(screen.getByRole('button', { name: 'Tick all matches' })).toBeDisabled();
        expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Confirm RZ-CANCEL33' })).toBeDisabled();
        await userEvent.click(screen.getByRole('button', { name: 'Confirm RZ-GENUINE1' }));

        expect(confirmCredits).toHaveBeenCalledWith(expect.objectContaining({ body: { credit_ids: [1], order_id: 'RZ-GENUINE1' } }));
        expect(await screen.findByText('RZ-GENUINE1 is paid.')).toBeInTheDocument();
    });

    it('asks how debits are told apart before a statement is read: the Dr / Cr column or the debit column', async () => {
        const mapping = statement({ status: 'mapping', headers: ['Transaction Date', 'Description', 'Amount', 'Dr / Cr'] });
        const mapStatementColumns = vi.fn(() => Promise.resolve(statement({ status: 'queued' })));
        await opened(mapping, { mapStatementColumns });
        const choose = async (label: string, option: string) => {
            await userEvent.click(await screen.findByRole('combobox', { name: new RegExp(`^${label}`) }));
            await userEvent.click(screen.getByRole('option', { name: option }));
        };
        await choose('Date', 'Transaction Date');
        await choose('Credit amount', 'Amount');
        const save = screen.getByRole('button', { name: 'Save columns and read the statement' });
        expect(save).toBeDisabled();
        expect(screen.getByText(/Debits are skipped: choose the Dr \/ Cr column/)).toBeInTheDocument();
        expect(save).toHaveAccessibleDescription('Choose the Dr / Cr column or the debit (withdrawals) column to save.');

        await choose('Dr / Cr column', 'Dr / Cr');
        await userEvent.click(save);

        expect(mapStatementColumns).toHaveBeenCalledWith(
            expect.objectContaining({ params: { statement_id: 's1' }, body: expect.objectContaining({ amount: 'Amount', direction: 'Dr / Cr', debit: '' }) }),
        );
    });

    it('explains the file it takes and offers a sample CSV to download', async () => {
        stubBank({ getStatements: () => Promise.resolve([]), getUnmatchedCredits: () => Promise.resolve([]), getUnpaidUpiOrders: () => Promise.resolve([]) });
        renderWithAdmin(<BankStatementsPage />);
        const sample = await screen.findByRole('link', { name: 'Download a sample CSV' });
        expect(sample).toHaveAttribute('download', 'sample-bank-statement.csv');
        const csv = decodeURIComponent((sample.getAttribute('href') ?? '').split(',').slice(1).join(','));
        expect(csv.split('\r\n')[0]).toBe('Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance');
        expect(screen.getByText(/a way to tell debits apart/)).toBeInTheDocument();
    });
});
