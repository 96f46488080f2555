import { expect, request as playwrightRequest, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TEAM, loginAs, shot } from './helpers';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const CUSTOMER = { phone: '9876543211', password: 'Rangrez@Guest1' };
const BUSINESS = { name: 'Tarang Textiles Pvt Ltd', gstin: '29AABCT1332L1ZA', address: '4 Mission Road, Bengaluru 560027', pin_code: '560027', state: 'Karnataka' };

/** A business's order of 250 pieces (well over Rs 50,000), confirmed by the desk: its tax invoice is issued. */
async function placeAndConfirmBigB2bOrder(): Promise<{ orderId: string; invoiceNumber: string }> {
    const api = await playwrightRequest.newContext({ baseURL });
    const csrf = async () => (await api.storageState()).cookies.find(c => c.name === 'csrftoken')?.value ?? '';
    await api.get('/api/csrf/');
    expect((await api.post('/api/login/', { data: { phone_number: CUSTOMER.phone, password: CUSTOMER.password }, headers: { 'X-CSRFToken': await csrf() } })).ok()).toBeTruthy();
    const placed = await api.post('/api/orders/checkout/', {
        headers: { 'X-CSRFToken': await csrf(), 'Idempotency-Key': `ewaybill-${Date.now()}` },
        data: { items: [{ catalogue_item_id: 1, size: 'L', quantity: 250 }], payment_method: 'upi', code: '', upi_reference: '', business: BUSINESS },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { order_id: string }).order_id;
    await api.post('/api/logout/', { headers: { 'X-CSRFToken': await csrf() } });
    await api.get('/api/csrf/');
    expect((await api.post('/api/adminlogin/', { data: { phone_number: TEAM.order_desk.phone, password: TEAM.order_desk.password }, headers: { 'X-CSRFToken': await csrf() } })).ok()).toBeTruthy();
    expect((await api.patch('/api/order/status/', { data: { order_id: orderId, status: 'confirm' }, headers: { 'X-CSRFToken': await csrf() } })).ok()).toBeTruthy();
    const documents = (await (await api.get(`/api/office/orders/${orderId}/invoices`)).json()) as { number: string }[];
    await api.dispose();
    return { orderId, invoiceNumber: documents[0].number };
}

test("Accounts sees a big business order needs an e-way bill, downloads its JSON and enters the portal's number", async ({ page }) => {
    const { orderId, invoiceNumber } = await placeAndConfirmBigB2bOrder();
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    await page.goto(`/office/#/orders/${orderId}/show`);
    const panel = page.getByRole('region', { name: 'E-way bill' });
    await expect(panel.getByText('E-way bill needed')).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'ewaybill-needed');

    // the portal's bulk generation file: this order's invoice as Part A, the buyer's GSTIN, dates dd/mm/yyyy
    const [file] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: 'E-way bill JSON (bulk tool)' }).click()]);
    const data = JSON.parse(readFileSync((await file.path())!).toString());
    expect(data.version).toBe('1.0.0621');
    const bill = data.billLists[0];
    expect(bill.docNo).toBe(invoiceNumber);
    expect(bill.toGstin).toBe(BUSINESS.gstin);
    expect(bill.docDate).toMatch(/^\d{2}\/\d{2}\/20\d{2}$/);
    expect(bill.totInvValue).toBeGreaterThan(50000);

    // the number the portal gave: the chip goes, the validity shows
    await panel.getByRole('textbox', { name: /E-way bill number/ }).fill('391000123456');
    await panel.getByRole('textbox', { name: /Distance/ }).fill('350');
    await panel.getByRole('button', { name: 'Save the number' }).click();
    await expect(panel.getByText('391000123456')).toBeVisible();
    await expect(panel.getByText('E-way bill needed')).toHaveCount(0);
    await shot(page, 'ewaybill-entered');
});

test.describe('in a browser set to the United States', () => {
    test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

    test('the generated time is typed and shown as IST, dd/mm/yyyy 24 h', async ({ page }) => {
        const { orderId } = await placeAndConfirmBigB2bOrder();
        await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
        await page.goto(`/office/#/orders/${orderId}/show`);
        const panel = page.getByRole('region', { name: 'E-way bill' });
        await panel.getByRole('textbox', { name: /E-way bill number/ }).fill('391000654321');
        await panel.getByRole('textbox', { name: /Distance/ }).fill('350');
        const when = panel.getByRole('textbox', { name: 'Generated at (IST)' });
        await expect(when).toHaveAttribute('placeholder', 'dd/mm/yyyy hh:mm');
        await when.fill('11/30/2026 2:05 PM'); // the browser's own habit is refused, with the way to write it
        await panel.getByRole('button', { name: 'Save the number' }).click();
        await expect(panel.getByText(/Write it as dd\/mm\/yyyy hh:mm/)).toBeVisible();
        await when.fill('28/11/2026 14:05');
        await panel.getByRole('button', { name: 'Save the number' }).click();
        // shown back on the shop's clock, not New York's: 350 km is two days (CGST Rule 138(10))
        await expect(panel.getByText(/generated 28\/11\/2026, 14:05/)).toBeVisible();
        await expect(panel.getByText(/valid until 30\/11\/2026/)).toBeVisible();
        await panel.scrollIntoViewIfNeeded();
        await shot(page, 'ewaybill-ist-in-us-browser');
    });
});
