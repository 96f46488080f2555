import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TEAM, loginAs, shot } from './helpers';

test.describe.configure({ timeout: 180_000 });

/** India's calendar month now (YYYY-MM). */
const istMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());

/** Each voucher's AMOUNTs in paise (Tally's sign: a debit negative). */
const voucherAmounts = (xml: string): number[][] =>
    [...xml.matchAll(/<VOUCHER [^>]*>([\s\S]*?)<\/VOUCHER>/g)].map(([, body]) =>
        [...body.matchAll(/<AMOUNT>(-?\d+)\.(\d\d)<\/AMOUNT>/g)].map(([, whole, paise]) => Math.sign(Number(`${whole}1`)) * (Math.abs(Number(whole)) * 100 + Number(paise))),
    );

test("Accounts downloads the month's Tally file from the GSTR-1 screen", async ({ page }) => {
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    await page.getByRole('menuitem', { name: 'GSTR-1' }).click();
    await page.getByRole('textbox', { name: 'Month' }).fill(istMonth());
    await expect(page.getByRole('heading', { name: 'Tally export' })).toBeVisible();
    await page.getByRole('button', { name: 'Tally file (XML)' }).scrollIntoViewIfNeeded();
    await shot(page, 'tally-export-card');

    await page.getByRole('button', { name: 'Tally file (XML)' }).click();
    const link = page.getByRole('link', { name: 'Download the Tally file' });
    await expect(link).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/^Done: [\d,]+ vouchers\.$/)).toBeVisible();
    await link.scrollIntoViewIfNeeded();
    await shot(page, 'tally-export-done');
    const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(file.suggestedFilename()).toMatch(/tally-\d{8}-\d{8}.*\.xml$/);
    const xml = readFileSync((await file.path())!).toString();
    expect(xml).toContain('<TALLYREQUEST>Import Data</TALLYREQUEST>');
    expect(xml).toContain('<REPORTNAME>Vouchers</REPORTNAME>');
    for (const amounts of voucherAmounts(xml)) expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
    // the ledgers come before the first voucher
    const firstVoucher = xml.indexOf('<VOUCHER ');
    if (firstVoucher >= 0) expect(xml.lastIndexOf('<LEDGER ')).toBeLessThan(firstVoucher);

    // a period from one day to another
    await page.getByRole('combobox', { name: 'Vouchers of' }).click();
    await page.getByRole('option', { name: 'From one day to another' }).click();
    await page.getByRole('textbox', { name: 'From', exact: true }).fill(`${istMonth()}-01`);
    await page.getByRole('textbox', { name: 'To', exact: true }).fill(`${istMonth()}-02`);
    await page.getByRole('button', { name: 'Tally file (XML)' }).click();
    await expect(page.getByRole('link', { name: 'Download the Tally file' })).toBeVisible({ timeout: 60_000 });
    await shot(page, 'tally-export-days');
});
