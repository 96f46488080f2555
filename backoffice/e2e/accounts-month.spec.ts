import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TEAM, loginAs, makePng, shot, zipEntries } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const CUSTOMER = { phone: '9876543210', password: 'Rangrez@Guest1' };

interface Placed {
    order_id: string;
    created_at: string;
    amount: number;
}

/** Two UPI orders placed through the ordering API as the studio sends them: one with the UTR the customer typed, one without. */
async function placeUpiOrders(utr: string): Promise<Placed[]> {
    const api = await playwrightRequest.newContext({ baseURL });
    const { csrftoken } = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
    const login = await api.post('/api/login/', { data: { phone_number: CUSTOMER.phone, password: CUSTOMER.password }, headers: { 'X-CSRFToken': csrftoken } });
    expect(login.ok()).toBeTruthy();
    const token = (await api.storageState()).cookies.find(c => c.name === 'csrftoken')?.value ?? csrftoken;
    const placed: Placed[] = [];
    for (const [n, reference] of [utr, ''].entries()) {
        const response = await api.post('/api/orders/', {
            headers: { 'X-CSRFToken': token, 'Idempotency-Key': `accounts-e2e-${Date.now()}-${n}` },
            multipart: {
                product: 'tshirts',
                sleeve: 'Half Sleeve',
                color: 'Black',
                sizes: JSON.stringify([{ size: 'M', quantity: n + 1 }]),
                payment_method: 'upi',
                upi_reference: reference,
                code: '',
                front: { name: 'front.png', mimeType: 'image/png', buffer: makePng(200, [20, 120, 200]) },
            },
        });
        expect(response.status()).toBe(201);
        placed.push((await response.json()) as Placed);
    }
    await api.dispose();
    return placed;
}

/** India's calendar month now (YYYY-MM) and a moment's day as a bank prints it (dd/mm/yyyy). */
const istMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());
const istDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

const download = async (page: Page, button: string, link: string) => {
    await page.getByRole('button', { name: button }).click();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
    return readFileSync((await file.path())!);
};

test('Accounts uploads a statement, confirms its matched credits in bulk, and the board shows them paid', async ({ page }) => {
    const utr = String(Date.now()).slice(-12).padStart(12, '4');
    const orders = await placeUpiOrders(utr);
    const today = istDay(new Date().toISOString());
    // the bank's export: its name above the table, the first credit known by the customer's UTR, the second by the order id
    const csv = [
        'Kotak Mahindra Bank,,,',
        'Account statement,,,',
        'Txn Date,Description,Ref No,Credit,Debit,Balance',
        `${today},UPI/${utr}/priya@okaxis/Payment from Phone,,${orders[0].amount.toFixed(2)},,1000.00`,
        `${today},UPI/512345678903/priya@okaxis/${orders[1].order_id},,${orders[1].amount.toFixed(2)},,2000.00`,
        `${today},UPI/499999999999/someone@ybl/gift,,123.00,,2123.00`,
    ].join('\n');
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);

    await page.getByRole('menuitem', { name: 'Bank statements' }).click();
    await page.getByRole('textbox', { name: 'Bank' }).fill(`Kotak ${Date.now()}`); // a bank never seen: its columns are asked
    await page.getByLabel('Statement file').setInputFiles({ name: 'kotak.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload' }).click();

    await expect(page.getByText(/Map the columns/)).toBeVisible();
    const map = [['Date', 'Txn Date'], ['Credit amount (deposits)', 'Credit'], ['Narration / remarks', 'Description'], ['Debit amount (withdrawals)', 'Debit']];
    for (const [label, column] of map) {
        await page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()/]/g, '.')}`) }).click();
        await page.getByRole('option', { name: column, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Save columns and read the statement' }).click();

    const credits = page.getByRole('table', { name: 'Credits' });
    await expect(credits.getByRole('row')).toHaveCount(4);
    for (const o of orders) await expect(credits.getByRole('cell', { name: o.order_id, exact: true })).toBeVisible();
    await expect(credits.getByText(/No UTR or order id of an unpaid UPI order/)).toBeVisible();
    await shot(page, 'bank-statement-matched');

    await page.getByRole('button', { name: 'Tick all matches' }).click();
    await page.getByRole('button', { name: 'Confirm 2 selected' }).click();
    for (const o of orders) await expect(credits.getByText(`${o.order_id} is paid.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unmatched credits' })).toBeVisible();
    await shot(page, 'bank-statement-confirmed');

    await page.goto('/office/#/board');
    await expect(page.getByRole('region', { name: 'pending' }).getByText('Loading orders...')).toHaveCount(0, { timeout: 45_000 });
    for (const o of orders) {
        const card = page.locator('article', { has: page.getByRole('link', { name: o.order_id, exact: true }) });
        await expect(card).toContainText('Paid', { timeout: 20_000 }); // case-sensitive: 'Unpaid' does not match
    }
    await shot(page, 'board-paid');
});

test("Accounts downloads a month's GSTR-1 (CSV sheets and JSON)", async ({ page }) => {
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    await page.getByRole('menuitem', { name: 'GSTR-1' }).click();
    await page.getByRole('textbox', { name: 'Month' }).fill(istMonth());
    await expect(page.getByRole('table', { name: 'GSTR-1 tables' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Table 7: B2C others (b2cs)' })).toBeVisible();
    // the payments confirmed above issued their invoices this month
    await expect(page.getByRole('cell', { name: 'Invoices for outward supply' })).toBeVisible();

    const sheets = zipEntries(await download(page, 'CSV sheets (offline tool)', 'Download the CSV sheets'));
    // the B2C sheets and the B2B half (Table 4A, 9B cdnr, the HSN's B2B tab), as the offline tool names them
    expect(sheets.map(e => e.name.split('/').pop()).sort()).toEqual(
        ['b2b,sez,de.csv', 'b2cl.csv', 'b2cs.csv', 'cdnr.csv', 'cdnur.csv', 'docs.csv', 'hsn(b2b).csv', 'hsn(b2c).csv'].sort(),
    );
    const b2cs = sheets.find(e => e.name.endsWith('/b2cs.csv'))!.data.toString();
    expect(b2cs.split('\n')[0]).toBe('Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN');

    const json = JSON.parse((await download(page, 'JSON (GST portal)', 'Download the JSON')).toString());
    const [year, month] = istMonth().split('-');
    expect(json.fp).toBe(`${month}${year}`);
    expect(json.gstin).toMatch(/^07[A-Z0-9]{13}$/);
    expect(json.doc_issue.doc_det[0].doc_num).toBe(1);
    await shot(page, 'gstr1-month');
});
