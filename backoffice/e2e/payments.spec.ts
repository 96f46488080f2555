import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { ADMIN, TEAM, loginAs, makePng, shot } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const CUSTOMER = { phone: '9876543210', password: 'Rangrez@Guest1' };
const GSTIN = '29AABCT1332L1ZA';
const BUSINESS = 'Tarang Textiles Pvt Ltd';

async function session(phone: string, password: string): Promise<{ api: APIRequestContext; token: () => Promise<string> }> {
    const api = await playwrightRequest.newContext({ baseURL });
    const { csrftoken } = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
    const login = await api.post('/api/login/', { data: { phone_number: phone, password }, headers: { 'X-CSRFToken': csrftoken } });
    expect(login.ok()).toBeTruthy();
    const token = async () => (await api.storageState()).cookies.find(c => c.name === 'csrftoken')?.value ?? csrftoken;
    return { api, token };
}

/** A business asks for 120 hoodies, the desk quotes and sends it (50% advance), the customer accepts: the order id. */
async function acceptedBusinessOrder(): Promise<string> {
    const buyer = await session(CUSTOMER.phone, CUSTOMER.password);
    const data = {
        product: 'hoodie',
        colour: 'Black',
        sizes: [{ size: 'M', quantity: 60 }, { size: 'L', quantity: 60 }],
        positions: ['front'],
        notes: 'College fest',
        needed_by: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        address: { area: '14 Residency Road', landmark: 'Near Brigade Road', city: 'Bengaluru', state: 'Karnataka', pin_code: '560001' },
        business: { name: BUSINESS, gstin: GSTIN, address: '14 Residency Road, Bengaluru 560025', pin_code: '560025', state: 'Karnataka' },
    };
    const asked = await buyer.api.post('/api/quotes/requests/', {
        headers: { 'X-CSRFToken': await buyer.token() },
        multipart: { data: JSON.stringify(data), artwork: { name: 'logo.png', mimeType: 'image/png', buffer: makePng(300, [20, 120, 200]) } },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const { id } = (await asked.json()) as { id: number };

    const desk = await session(ADMIN.phone, ADMIN.password);
    const made = await desk.api.post('/api/office/quotes', { headers: { 'X-CSRFToken': await desk.token() }, data: { request_id: id } });
    expect(made.status(), await made.text()).toBe(201);
    const quote = (await made.json()) as { id: number; page_url: string };
    const sent = await desk.api.post(`/api/office/quotes/${quote.id}/send`, { headers: { 'X-CSRFToken': await desk.token() } });
    expect(sent.status(), await sent.text()).toBe(200);

    const token = quote.page_url.split('/').pop()!;
    const accepted = await buyer.api.post(`/api/quotes/q/${token}/accept/`, {
        headers: { 'X-CSRFToken': await buyer.token() },
        data: { revision: 1 },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const { order_id } = (await accepted.json()) as { order_id: string };

    // the accepted quote's order is printed only once its proof is approved: the desk uploads it, the buyer approves
    const proof = await desk.api.post(`/api/office/orders/${order_id}/proofs`, {
        headers: { 'X-CSRFToken': await desk.token() },
        multipart: { design: 'Front logo', note: '', file: { name: 'proof.png', mimeType: 'image/png', buffer: makePng(400, [91, 42, 134]) } },
    });
    expect(proof.status(), await proof.text()).toBe(201);
    const { id: revisionId } = (await proof.json()) as { id: number };
    const approved = await buyer.api.post(`/api/orders/${order_id}/proofs/${revisionId}/decision/`, {
        headers: { 'X-CSRFToken': await buyer.token() },
        data: { decision: 'approve', comment: '' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await Promise.all([buyer.api.dispose(), desk.api.dispose()]);
    return order_id;
}

const istDay = () => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date());

test('Accounts matches the advance from a statement, the order moves to confirm, the ageing lists the business', async ({ page }) => {
    const orderId = await acceptedBusinessOrder();
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    // what the order asks now: its advance (the order page's Payments section says so too)
    const payments = await page.request.get(`/api/office/receivables/orders/${orderId}`);
    expect(payments.ok()).toBeTruthy();
    const { asked, balance } = (await payments.json()) as { asked: number; balance: number };

    const utr = String(Date.now()).slice(-12).padStart(12, '6');
    const csv = [
        'HDFC BANK Ltd.,,,,,,',
        'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
        `${istDay()},UPI/${utr}/tarang@okhdfc/${orderId},${utr},${istDay()},,${asked.toFixed(2)},100000.00`,
    ].join('\n');
    await page.getByRole('menuitem', { name: 'Bank statements' }).click();
    await page.getByRole('textbox', { name: 'Bank' }).fill(`HDFC ${Date.now()}`);
    await page.getByLabel('Statement file').setInputFiles({ name: 'hdfc.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText(/Map the columns/)).toBeVisible();
    const map = [['Date', 'Date'], ['Credit amount (deposits)', 'Deposit Amt.'], ['Narration / remarks', 'Narration'], ['Debit amount (withdrawals)', 'Withdrawal Amt.']];
    for (const [label, column] of map) {
        await page.getByRole('combobox', { name: new RegExp(`^${label.replace(/[()/]/g, '.')}`) }).click();
        await page.getByRole('option', { name: column, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Save columns and read the statement' }).click();

    const credits = page.getByRole('table', { name: 'Credits' });
    await expect(credits.getByRole('cell', { name: orderId, exact: true })).toBeVisible();
    await expect(credits.getByText(/its advance/)).toBeVisible();
    await shot(page, 'payments-advance-matched');
    await page.getByRole('button', { name: 'Tick all matches' }).click();
    await page.getByRole('button', { name: 'Confirm 1 selected' }).click();
    await expect(credits.getByText(`${orderId} has its advance.`)).toBeVisible();
    await shot(page, 'payments-advance-confirmed');

    // the order page: confirmed, the advance received, the balance due
    await page.goto(`/office/#/orders/${orderId}/show`);
    const section = page.getByLabel('Payments');
    await expect(section.getByText('Advance paid, balance due')).toBeVisible({ timeout: 20_000 });
    await expect(section.getByText(/Advance received/)).toContainText(utr);
    await expect(section.getByText(/Balance due/)).toBeVisible();
    const order = await (await page.request.get(`/api/office/orders/${orderId}`)).json();
    expect(order.status).toBe('confirm');
    await shot(page, 'payments-order-page');

    // the ageing: the business owes its balance
    await page.getByRole('menuitem', { name: 'Ageing' }).click();
    const row = page.getByRole('row', { name: new RegExp(BUSINESS) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(GSTIN);
    expect(balance).toBeGreaterThan(0);
    await shot(page, 'payments-ageing');
});
