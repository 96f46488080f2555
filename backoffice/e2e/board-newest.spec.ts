import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { column, login, shot } from './helpers';

// Issue 47: the specification's own walk. A customer orders; the team finds it on the board, the first card
// of its column ("Cards are newest first"), and updates its status; "Soonest due" is a choice beside it.
// The order's page shows its promised dispatch date and its planned print day.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const CUSTOMER = { phone: '9876543210', password: 'Rangrez@Guest1' };
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

test.describe.configure({ timeout: 150_000 });

/** The customer's new cash-on-delivery order, placed through the shop's checkout: its id. */
async function placeOrder(): Promise<string> {
    const api = await playwrightRequest.newContext({ baseURL });
    const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
    const login = await api.post('/api/login/', {
        data: { phone_number: CUSTOMER.phone, password: CUSTOMER.password },
        headers: { 'X-CSRFToken': await csrf() },
    });
    expect(login.ok()).toBeTruthy();
    const placed = await api.post('/api/orders/checkout/', {
        data: { items: [{ catalogue_item_id: 3, size: 'M', quantity: 1 }], payment_method: 'cod' },
        headers: { 'X-CSRFToken': await csrf(), 'Idempotency-Key': `bo-board-newest-${Date.now()}` },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { order_id: string }).order_id;
    await api.dispose();
    return orderId;
}

const firstCard = (page: Page, status: 'pending' | 'confirm') => column(page, status).getByRole('article').first();

test('a new order is the first card of its column; the team updates it there and its page shows its dates', async ({ page }) => {
    const orderId = await placeOrder();
    await login(page);

    // newest first, the default: the customer's order opens the pending column
    await expect(page.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
    await expect(firstCard(page, 'pending')).toHaveAttribute('aria-label', `Order ${orderId}`, { timeout: 30_000 });
    await shot(page, '47-board-new-order-first');

    // "Soonest due": pending and confirm by dispatch date, as the server lists them
    const soonest = (await (
        await page.request.get(`/api/office/orders?filter=${encodeURIComponent('{"status":"pending"}')}&sort=${encodeURIComponent('["dispatch_by","ASC"]')}&range=[0,0]`)
    ).json()) as { order_id: string }[];
    await page.getByRole('button', { name: 'Soonest due' }).click();
    await expect(page.getByRole('button', { name: 'Soonest due' })).toHaveAttribute('aria-pressed', 'true');
    await expect(firstCard(page, 'pending')).toHaveAttribute('aria-label', `Order ${soonest[0].order_id}`, { timeout: 30_000 });
    await expect(column(page, 'confirm').getByText(/^(Late|Due today|Due tomorrow|Due) · \d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
    await shot(page, '47-board-soonest-due');
    await page.getByRole('button', { name: 'Newest first' }).click();
    await expect(firstCard(page, 'pending')).toHaveAttribute('aria-label', `Order ${orderId}`, { timeout: 30_000 });

    // the spec's Update Status on its card: it moves to confirm, again the first card there
    const card = page.getByRole('article', { name: `Order ${orderId}`, exact: true });
    await expect(card.getByText(/^(Late|Due today|Due tomorrow|Due) · \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await card.getByRole('button', { name: 'Update Status' }).click();
    await card.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'confirm' }).click();
    await card.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Order status updated.')).toBeVisible();
    await page.reload();
    await expect(firstCard(page, 'confirm')).toHaveAttribute('aria-label', `Order ${orderId}`, { timeout: 30_000 });

    // its own page: the promised dispatch date and the planned print day, dd/mm/yyyy
    const stored = (await (await page.request.get(`/api/office/orders/${orderId}`)).json()) as { dispatch_by: string; print_on: string };
    expect(stored.dispatch_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.goto(`/office/#/orders/${orderId}/show`);
    await expect(page.getByText(`Dispatch by ${ddmmyyyy(stored.dispatch_by)}`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(`Print day ${ddmmyyyy(stored.print_on)}`, { exact: true })).toBeVisible();
    await shot(page, '47-order-page-dates');
});
