import { expect, test, type Page } from '@playwright/test';
import { TEAM, asPhone, loginAs, logout, orderWithoutBlank, shot } from './helpers';

/** The team's calls through the page's own session (cookie + CSRF header), as the back office makes them. */
const call = async (page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    await page.request.get('/api/csrf/');
    const token = (await page.context().cookies()).find(c => c.name === 'csrftoken')?.value ?? '';
    const response = await page.request.fetch(path, { method, data, headers: { 'X-CSRFToken': token } });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBeTruthy();
    return response.json();
};

test('accounts orders blanks from the suggestion, the print floor receives them and the order is printable', async ({ page }) => {
    // the owner lists a blank the shelf does not have and confirms an order that prints on it: it waits
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    const { order, type } = await orderWithoutBlank(page, 'Hoodie');
    const size = order.sizes[0].size;
    const pieces = order.sizes.filter((s: { size: string }) => s.size === size).reduce((n: number, s: { quantity: number }) => n + s.quantity, 0);
    await call(page, 'POST', '/api/office/blank-stock', { product_type_id: type.id, sleeve: order.sleeve, colour: order.color, size });
    await call(page, 'PUT', `/api/office/orders/${order.order_id}`, { status: 'confirm' });
    await call(page, 'POST', '/api/office/suppliers', {
        name: 'Sutlej Blanks',
        gstin: '07AABCS1429B1ZW',
        address: 'Plot 4, Okhla Phase II, New Delhi 110020',
        state_code: '07',
        email: 'orders@sutlej.example',
        product_type_ids: [type.id],
    });
    await logout(page);

    // accounts: a new purchase order, filled by "Suggest a purchase order", sent to the supplier
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    await page.goto('/office/#/purchase-orders/create');
    await page.getByLabel('Supplier').fill('Sutlej');
    await page.getByRole('option', { name: 'Sutlej Blanks' }).click();
    await page.getByRole('button', { name: 'Suggest a purchase order' }).click();
    await expect(page.getByText(/suggested: check the rates/)).toBeVisible();
    const rates = page.getByLabel(/Rate \(₹, GST extra\)/);
    for (let i = 0; i < (await rates.count()); i++) await rates.nth(i).fill('245');
    await shot(page, 'purchase-order-suggested');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: /^PO-\d{2}-\d{6}$/ })).toBeVisible();
    const number = (await page.getByRole('heading', { name: /^PO-\d{2}-\d{6}$/ }).textContent())!.trim();
    await expect(page.getByText('Input tax (intra-state: CGST + SGST)')).toBeVisible();
    await page.getByRole('button', { name: 'Send to supplier' }).click();
    await expect(page.getByText(`${number} e-mailed to orders@sutlej.example.`)).toBeVisible();
    await expect(page.getByText('Sent', { exact: true })).toBeVisible();
    await shot(page, 'purchase-order-sent');
    await page.goto('/office/#/purchase-orders');
    await expect(page.getByRole('row').filter({ hasText: number })).toContainText('Sent');
    await shot(page, 'purchase-orders-list');
    await logout(page);

    // the print floor: the order waits; the delivery arrives against the purchase order
    await loginAs(page, TEAM.print_floor.phone, TEAM.print_floor.password);
    const queue = `/office/#/print-queue?filter=${encodeURIComponent(JSON.stringify({ q: order.order_id }))}`;
    await page.goto(queue);
    const card = page.getByRole('article', { name: `Order ${order.order_id}` });
    await expect(card.getByText('Waiting for blanks')).toBeVisible();
    await page.goto('/office/#/purchase-orders');
    await page.getByRole('row').filter({ hasText: number }).click();
    await page.getByRole('button', { name: 'Receive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel("Supplier's invoice number").fill('SB/26/0412');
    const blankName = `${order.product}${order.sleeve ? ` (${order.sleeve})` : ''}, ${order.color}, ${size}`;
    const line = dialog.getByRole('textbox', { name: `Pieces of ${blankName}`, exact: true });
    await line.fill(String(pieces + 1000));
    await dialog.getByRole('button', { name: 'Receive' }).click();
    await expect(dialog.getByText(/are still to come on PO-\d{2}-\d{6}; \d+ is more than ordered\./)).toBeVisible();
    await shot(page, 'purchase-order-receive-too-many');
    await line.fill(String(pieces));
    await dialog.getByRole('button', { name: 'Receive' }).click();
    await expect(page.getByText(`${number}: received into blank stock.`)).toBeVisible();
    await expect(page.getByText(/Invoice SB\/26\/0412 of \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await asPhone(page);
    await expect(page.getByText(/Invoice SB\/26\/0412 of \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await shot(page, 'purchase-order-received-360');
    await page.goto('/office/#/purchase-orders');
    await expect(page.getByRole('link', { name: new RegExp(`^${number} `) })).toBeVisible();
    await shot(page, 'purchase-orders-list-360');
    await page.setViewportSize({ width: 1440, height: 900 });

    // the order is printable now
    await page.goto(queue);
    await expect(card.getByText('Waiting for blanks')).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Printed' })).toBeVisible();
    await shot(page, 'print-queue-printable-after-purchase');
});
