import { expect, request as playwrightRequest, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { column, login, makePng, shot } from './helpers';

// Issue 6, the admin side: an order placed through the ordering API (as the studio's Confirm Order sends
// it: multipart with a front and a back PNG, UPI) is on the board at once with both images, the admin
// downloads them, and marks the UPI payment paid on Accounts.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const CUSTOMER = { phone: '9876543211', password: 'Rangrez@Guest1' };

async function placeStudioOrder(): Promise<{ orderId: string; amount: number }> {
    const api = await playwrightRequest.newContext({ baseURL });
    const { csrftoken } = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
    const login = await api.post('/api/login/', {
        data: { phone_number: CUSTOMER.phone, password: CUSTOMER.password },
        headers: { 'X-CSRFToken': csrftoken },
    });
    expect(login.ok()).toBeTruthy();
    const token = (await api.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? csrftoken;
    const response = await api.post('/api/orders/', {
        headers: { 'X-CSRFToken': token, 'Idempotency-Key': `bo-e2e-${Date.now()}` },
        multipart: {
            product: 'tshirts',
            sleeve: 'Full Sleeve',
            color: 'Heather Navy',
            sizes: JSON.stringify([{ size: 'L', quantity: 1 }, { size: 'XL', quantity: 2 }]),
            instructions: 'Back office e2e order',
            payment_method: 'upi',
            code: '',
            front: { name: 'front.png', mimeType: 'image/png', buffer: makePng(300, [250, 239, 147]) },
            back: { name: 'back.png', mimeType: 'image/png', buffer: makePng(300, [197, 4, 4]) },
        },
    });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { order_id: string; amount: number; upi_link: string };
    expect(body.upi_link).toContain(`tn=${body.order_id}`);
    await api.dispose();
    return { orderId: body.order_id, amount: body.amount };
}

test('a studio order is on the board at once with both images, downloadable, and its UPI payment is marked paid', async ({ page }) => {
    const { orderId } = await placeStudioOrder();
    await login(page);
    const card = column(page, 'pending').getByRole('article', { name: `Order ${orderId}` });
    await expect(card).toBeVisible();
    await shot(page, 'studio-order-on-board');
    for (const side of ['front', 'back'] as const) {
        const [download] = await Promise.all([
            page.waitForEvent('download'),
            card.getByRole('button', { name: side === 'front' ? 'Front Image' : 'Back Image' }).click(),
        ]);
        expect(download.suggestedFilename()).toBe(`${orderId}-${side}.png`);
        const bytes = readFileSync((await download.path())!);
        expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
        expect(bytes.readUInt32BE(16)).toBe(300);
    }

    await page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Accounts' }).click();
    const row = page.getByRole('table', { name: 'Order Payments' }).getByRole('row').filter({ hasText: orderId });
    await expect(row.getByRole('button', { name: 'Mark as Paid' })).toBeVisible();
    await row.getByRole('button', { name: 'Mark as Paid' }).click();
    await expect(page.getByText('Payment status updated successfully.')).toBeVisible();
    await expect(row.getByText('paid', { exact: true })).toBeVisible();
    await shot(page, 'studio-order-paid');
});
