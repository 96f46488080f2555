import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Mismatches } from './Mismatches';
import { reportState } from './useSettlements';
import { renderWithAdmin } from '../test/render';
import { stubOffice } from '../test/office';
import type { SettlementMismatch, SettlementReport } from '../types';

const mismatch = (overrides: Partial<SettlementMismatch>): SettlementMismatch => ({
    mismatch: 'unknown', reason: 'No payment or order of the shop has this id.', entity_id: 'pay_X', order_id: null,
    amount: 650, fee: 13, settlement_id: 'setl_1', settlement: 1, day: '2026-11-20', ...overrides,
});

describe('the settlements screen', () => {
    it('lists each mismatch with its kind and reason', async () => {
        stubOffice({
            'GET /api/office/settlements/mismatches': () =>
                Promise.resolve([
                    mismatch({}),
                    mismatch({ mismatch: 'fee', entity_id: 'pay_F', order_id: 'RZ-ABCDEFGH', reason: 'The fee ₹16.00 (without GST) is above the agreed 2% of ₹650.00: ₹13.00.' }),
                    mismatch({ mismatch: 'missing', entity_id: 'pay_M', order_id: 'RZ-HGFEDCBA', settlement_id: '', settlement: null, reason: 'Paid through the gateway on 17/11/2026 (₹799.00) and in no settlement after 3 days.' }),
                ]),
        });
        renderWithAdmin(<Mismatches />);
        const table = await screen.findByRole('table', { name: 'Mismatches' });
        const rows = within(table).getAllByRole('row').slice(1).map(r => r.textContent);
        expect(rows).toEqual([
            'Unknownpay_X-₹650.0020/11/2026No payment or order of the shop has this id.',
            'Fee too highpay_FRZ-ABCDEFGH₹650.0020/11/2026The fee ₹16.00 (without GST) is above the agreed 2% of ₹650.00: ₹13.00.',
            'Not settledpay_MRZ-HGFEDCBA₹650.0020/11/2026Paid through the gateway on 17/11/2026 (₹799.00) and in no settlement after 3 days.',
        ]);
    });

    it('says what a report held once read, or why it could not be', () => {
        const base = { id: 'r', file_name: 'a.csv', created_at: '2026-11-20T08:00:00Z', lines_read: 22, lines_new: 20, lines_known: 2, lines_unsettled: 1, settlements: 1, mismatches: 2, error: '' };
        expect(reportState({ ...base, status: 'ready' } as SettlementReport)).toBe(
            '20 new lines in 1 settlement, 2 already read from an earlier report, 1 not settled yet; 2 mismatches.',
        );
        expect(reportState({ ...base, status: 'failed', error: 'Line 3: bad.' } as SettlementReport)).toBe('The report could not be read. Line 3: bad.');
    });
});
