import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemittancesPage } from './RemittancesPage';
import { renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';
import type { CodAgeingRow, RemittanceDetail, RemittanceLine } from '../types';

const file: RemittanceDetail = {
    id: 'f1', courier_id: 1, courier: 'Delhivery', file_name: 'nov.csv', format: 'generic', created_at: '2026-11-26T08:00:00Z',
    status: 'ready', rows_done: 10, rows_total: 10, exact: 8, short: 1, unknown: 1, duplicate: 0, total: 9475, counted: 8975,
    error: '', new: true, cycle_days: 7,
    transfers: [{ utr: 'HDFCN5201', paid_on: '2026-11-26', amount: 9475, lines: 10, credit_id: null, credit_amount: null, matched: false, difference: null }],
};

const line = (overrides: Partial<RemittanceLine>): RemittanceLine => ({
    id: 1, row: 2, awb: 'DL1000000', amount: 1077, remitted_on: '2026-11-26', utr: 'HDFCN5201', order_id: 'RZ-ABCDEFGH',
    expected: 1077, difference: 0, reason: '', ...overrides,
});

const ageing: CodAgeingRow = {
    courier_id: 1, courier: 'Delhivery', cycle_days: 7, parcels: 10, delivered: 10340, remitted: 8975, owed: 1365,
    not_due: 0, d0_30: 1365, d31_60: 0, d61_90: 0, d90_plus: 0,
};

describe('COD remittances', () => {
    it('shows a file in its four groups, the short line with its difference, and what the courier owes', async () => {
        stubOffice({
            'GET /api/office/remittance-couriers': () => [{ id: 1, name: 'Delhivery' }],
            'GET /api/office/remittances': () => [file],
            'GET /api/office/remittances/{file_id}': () => file,
            'GET /api/office/remittances/{file_id}/lines': ({ query }) =>
                query.get('group') === 'short' ? [line({ id: 9, awb: 'DL2000001', amount: 859, expected: 899, difference: -40 })] : [line({})],
            'GET /api/office/remittances/{file_id}/missing': () => [{ id: 3, awb: 'DL3000001', order_id: 'RZ-MISSING1', amount: 650, delivered_on: '2026-11-10' }],
            'GET /api/office/cod-ageing': () => [ageing],
        });
        renderWithAdmin(<RemittancesPage />);
        fireEvent.click(await screen.findByRole('button', { name: /Delhivery: nov.csv/ }));
        const groups = await screen.findByRole('tablist', { name: 'Groups' });
        expect(within(groups).getByRole('tab', { name: 'Exact (8)' })).toBeTruthy();
        expect(await screen.findByText('DL1000000')).toBeTruthy();
        expect(screen.getByText(/not on a bank statement yet/)).toBeTruthy();

        fireEvent.click(within(groups).getByRole('tab', { name: 'Short or over-paid (1)' }));
        expect(await screen.findByText('short by ₹40.00')).toBeTruthy();
        fireEvent.click(within(groups).getByRole('tab', { name: 'Missing parcels' }));
        expect(await screen.findByText('DL3000001')).toBeTruthy();

        const owed = screen.getByRole('table', { name: 'COD owed by couriers' });
        expect(within(owed).getAllByText('₹1,365.00').length).toBe(2);
    });
});
