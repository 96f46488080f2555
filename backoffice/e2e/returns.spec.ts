import { type APIRequestContext, expect as baseExpect, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN, column, login, shot } from './helpers';

// Issue 24, the team's side of an exchange: a customer asks to exchange a delivered catalogue order for another
// size; the team approves ("customer sends it back"), marks it received and exchanges it: a replacement order at
// no charge appears in the board's confirm column, linked from the return.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
// six steps through the office on a shared, busy machine: each wait may take longer than the suite's 10 s
const expect = baseExpect.configure({ timeout: 30_000 });
const CUSTOMER = { phone: '9876543211', password: 'Rangrez@Guest1' };

async function session(path: string, phone: string, password: string) {
    const api = await playwrightRequest.newContext({ baseURL });
    const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
    const login = await api.post(path, { data: { phone_number: phone, password }, headers: { 'X-CSRFToken': await csrf() } });
    expect(login.ok()).toBeTruthy();
    return { api, csrf };
}

async function deliveredOrder(customer: { api: APIRequestContext; csrf: () => Promise<string> }) {
    const staff = await session('/api/adminlogin/', ADMIN.phone, ADMIN.password);
    const placed = await customer.api.post('/api/orders/checkout/', {
        data: { items: [{ catalogue_item_id: 3, size: 'M', quantity: 1 }], payment_method: 'cod' },
        headers: { 'X-CSRFToken': await customer.csrf(), 'Idempotency-Key': `bo-exchange-${Date.now()}` },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { order_id: string }).order_id;
    const headers = { 'X-CSRFToken': await staff.csrf() };
    const couriers = (await (await staff.api.get('/api/office/couriers?filter={"active":true}')).json()) as { id: number; name: string }[];
    const hand = couriers.find(c => c.name === 'Hand delivery')!.id;
    expect((await staff.api.patch('/api/order/status/', { data: { order_id: orderId, status: 'confirm' }, headers })).ok()).toBeTruthy();
    expect((await staff.api.post(`/api/office/orders/${orderId}/ship`, { data: { courier_id: hand }, headers })).ok()).toBeTruthy();
    expect((await staff.api.patch('/api/order/status/', { data: { order_id: orderId, status: 'delivered' }, headers })).ok()).toBeTruthy();
    expect((await staff.api.patch('/api/paymentupdate/', { data: { order_id: orderId, payment_status: 'paid' }, headers })).ok()).toBeTruthy();
    await staff.api.dispose();
    return orderId;
}

/** A customer's delivered order and their exchange of its line for size L: the return's id and number. */
async function askedExchange() {
    const customer = await session('/api/login/', CUSTOMER.phone, CUSTOMER.password);
    const orderId = await deliveredOrder(customer);
    const returnable = (await (await customer.api.get(`/api/orders/${orderId}/returnable/`)).json()) as {
        lines: { line_id: number; exchange_sizes: string[] }[];
    };
    const line = returnable.lines[0]!;
    expect(line.exchange_sizes).toContain('L');
    const asked = await customer.api.post(`/api/orders/${orderId}/returns/`, {
        headers: { 'X-CSRFToken': await customer.csrf() },
        multipart: {
            data: JSON.stringify({
                kind: 'exchange',
                reason: 'size_exchange',
                note: 'Too tight, L please',
                upi_id: '',
                lines: [{ line_id: line.line_id, quantity: 1, exchange_size: 'L' }],
            }),
        },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    const made = (await asked.json()) as { id: number; number: string };
    await customer.api.dispose();
    return made;
}

test('an exchange for another size puts a replacement order on the board', async ({ page }) => {
    test.setTimeout(180_000);
    const { id, number } = await askedExchange();
    await login(page);
    await page.goto(`/office/#/returns/${id}/show`);
    await expect(page.getByRole('heading', { name: number, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Returned lines' })).toContainText('L');
    const steps = page.getByRole('group', { name: 'Return steps' });

    await steps.getByRole('button', { name: 'Approve', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: `Approve return ${number}` });
    await dialog.getByLabel('Customer sends it back').check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('The customer sends it back')).toBeVisible();

    await steps.getByRole('button', { name: 'Mark received', exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Receive return ${number}` });
    await dialog.getByRole('button', { name: 'Mark received' }).click();
    await expect(dialog).toBeHidden();

    await steps.getByRole('button', { name: 'Exchange', exact: true }).click();
    dialog = page.getByRole('dialog', { name: `Exchange return ${number}` });
    await dialog.getByRole('button', { name: 'Create replacement order' }).click();
    await expect(dialog).toBeHidden();
    const replacement = page.getByRole('region', { name: 'Order', exact: true }).getByRole('link').nth(1);
    await expect(replacement).toHaveText(/^RZ-/);
    const replacementId = (await replacement.textContent())!.trim();
    await shot(page, 'return-exchanged');

    await page.goto('/office/#/board');
    const card = column(page, 'confirm').getByRole('article', { name: `Order ${replacementId}` });
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'exchange-replacement-on-board');
});

test('the returns list fits a 360 px phone: one short entry per return, no sideways scroll', async ({ page }) => {
    test.setTimeout(120_000);
    const { number } = await askedExchange();
    await login(page);
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/office/#/returns');
    const entry = page.getByRole('link', { name: new RegExp(number) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Exchange');
    await expect(entry).toContainText('Requested');
    await page.waitForLoadState('networkidle');
    // the page is as wide as the phone (it was 1,097 px with the desktop table)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, 'returns-list-360');
    await entry.click();
    await expect(page.getByRole('heading', { name: number, exact: true })).toBeVisible();
});
