import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TEAM, loginAs, shot, zipEntries } from './helpers';

test.describe.configure({ mode: 'serial' });

interface UnpaidUpiOrder {
    order_id: string;
    created_at: string;
    amount: number;
}

/** India's calendar month now (YYYY-MM) and a moment's day as a bank prints it (dd/mm/yyyy). */
const istMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());
const istDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

const download = async (page: Page, button: string, link: string) => {
    await page.getByRole('button', { name: button }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
    return readFileSync((await file.path())!);
};

test("Accounts downloads a month's GSTR-1 (CSV sheets and JSON)", async ({ page }) => {
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    await page.getByRole('menuitem', { name: 'GSTR-1' }).click();
    await page.getByLabel('Month').fill(istMonth());
    await expect(page.getByRole('table', { name: 'GSTR-1 tables' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Table 7: B2C others (b2cs)' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Invoices for outward supply' })).toBeVisible();

    const sheets = zipEntries(await download(page, 'CSV sheets (offline tool)', 'Download the CSV sheets'));
    expect(sheets.map(e => e.name.split('/').pop()).sort()).toEqual(['b2cl.csv', 'b2cs.csv', 'cdnur.csv', 'docs.csv', 'hsn(b2c).csv']);
    const b2cs = sheets.find(e => e.name.endsWith('/b2cs.csv'))!.data.toString();
    expect(b2cs.split('\n')[0]).toBe('Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN');

    const json = JSON.parse((await download(page, 'JSON (GST portal)', 'Download the JSON')).toString());
    const [year, month] = istMonth().split('-');
    expect(json.fp).toBe(`${month}${year}`);
    expect(json.gstin).toMatch(/^07[A-Z0-9]{13}$/);
    expect(json.doc_issue.doc_det[0].doc_num).toBe(1);
    await shot(page, 'gstr1-month');
});

test('Accounts uploads a statement, confirms its matched credits in bulk, and the board shows them paid', async ({ page }) => {
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    const answer = await page.request.get('/api/office/bank/unpaid-orders?days=0&limit=2');
    expect(answer.status()).toBe(200);
    const orders = (await answer.json()) as UnpaidUpiOrder[];
    expect(orders.length, 'the demo shop has unpaid UPI orders').toBe(2);
    const csv = [
        'Kotak Mahindra Bank,,,',
        'Account statement,,,',
        'Txn Date,Description,Ref No,Credit,Debit,Balance',
        ...orders.map((o, i) => `${istDay(o.created_at)},UPI/40123456789${i}/payer@okaxis/${o.order_id},,${o.amount.toFixed(2)},,1000.00`),
        `${istDay(orders[0].created_at)},UPI/499999999999/someone@ybl/gift,,123.00,,1123.00`,
    ].join('\n');

    await page.getByRole('menuitem', { name: 'Bank statements' }).click();
    await page.getByRole('textbox', { name: 'Bank' }).fill(`Kotak ${Date.now()}`); // a bank never seen: its columns are asked
    await page.getByLabel('Statement file').setInputFiles({ name: 'kotak.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload' }).click();

    await expect(page.getByText(/Map the columns/)).toBeVisible();
    for (const [label, column] of [['Date', 'Txn Date'], ['Credit amount (deposits)', 'Credit'], ['Narration / remarks', 'Description']]) {
        await page.getByLabel(label).click();
        await page.getByRole('option', { name: column, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Save columns and read the statement' }).click();

    const credits = page.getByRole('table', { name: 'Credits' });
    await expect(credits.getByRole('row')).toHaveCount(4);
    for (const o of orders) await expect(credits.getByRole('cell', { name: o.order_id })).toBeVisible();
    await expect(credits.getByText(/No UTR or order id of an unpaid UPI order/)).toBeVisible();
    await shot(page, 'bank-statement-matched');

    await page.getByRole('button', { name: 'Tick all matches' }).click();
    await page.getByRole('button', { name: 'Confirm 2 selected' }).click();
    for (const o of orders) await expect(credits.getByText(`${o.order_id} is paid.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unmatched credits' })).toBeVisible();
    await shot(page, 'bank-statement-confirmed');

    await page.goto('/office/#/board');
    for (const o of orders) {
        await expect(page.getByRole('article', { name: `Order ${o.order_id}` }).getByLabel('Payment: paid')).toBeVisible();
    }
    await shot(page, 'board-paid');
});
