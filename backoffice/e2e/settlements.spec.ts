import { expect, test } from '@playwright/test';
import { TEAM, loginAs, shot } from './helpers';

test.describe.configure({ timeout: 180_000 });

/** Razorpay's settlement recon report columns (docs/payments.md), as the Dashboard's CSV has them. */
const COLUMNS = ['entity_id', 'type', 'debit', 'credit', 'amount', 'currency', 'fee', 'tax', 'on_hold', 'settled', 'created_at', 'settled_at', 'settlement_id', 'settlement_utr', 'order_id', 'order_receipt', 'method'];
const SETTLEMENT = `setl_E2e${Date.now().toString(36).slice(-6)}`;

/** Two payments and a refund the shop never took or gave: amount - fee (with its GST) = credit - debit on each line. */
const report = (): string => {
    const line = (id: string, type: string, amount: string, fee: string, tax: string, debit: string, credit: string) =>
        [id, type, debit, credit, amount, 'INR', fee, tax, '0', '1', '2026-11-18 12:00:00', '2026-11-20 10:05:00', SETTLEMENT, 'KKBKH26E2E00001', type === 'payment' ? `order_${id}` : '', '', 'upi'].join(',');
    const stamp = Date.now().toString(36);
    return [
        COLUMNS.join(','),
        line(`pay_E2eA${stamp}`, 'payment', '1077.00', '25.42', '3.88', '0', '1051.58'),
        line(`pay_E2eB${stamp}`, 'payment', '499.00', '11.78', '1.80', '0', '487.22'),
        line(`rfnd_E2eC${stamp}`, 'refund', '200.00', '0', '0', '200.00', '0'),
    ].join('\n');
};

test('accounts uploads the gateway settlement report and sees its mismatches', async ({ page }) => {
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    await page.getByRole('menuitem', { name: 'Settlements' }).click();
    await expect(page.getByRole('heading', { name: 'Settlements', level: 1 })).toBeVisible();

    // a file that is not the report: refused at once, naming the missing columns
    await page.getByLabel('Settlement report file').setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from('entity_id,type,amount\npay_X,payment,10\n') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(/lacks the settlement report's columns: debit, credit, fee/)).toBeVisible();

    await page.getByLabel('Settlement report file').setInputFiles({ name: 'settlements.csv', mimeType: 'text/csv', buffer: Buffer.from(report()) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: '3 new lines in 1 settlement; 3 mismatches.' })).toBeVisible({ timeout: 60_000 });

    const mismatches = page.getByRole('table', { name: 'Mismatches' });
    await expect(mismatches.getByRole('row').filter({ hasText: 'No payment or order of the shop has this id.' })).toHaveCount(2);
    await expect(mismatches.getByRole('row').filter({ hasText: 'The shop asked the gateway for no refund with this id.' })).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: SETTLEMENT });
    await expect(row).toContainText('₹1,338.80'); // net: 1,051.58 + 487.22 - 200.00
    await shot(page, 'settlements-mismatches');

    await row.click();
    await expect(page.getByText('₹1,376.00 - ₹31.52 - ₹5.68 = ₹1,338.80')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lines' }).getByRole('row')).toHaveCount(4);
    await shot(page, 'settlements-one');
});
