import { expect, test, type Page } from '@playwright/test';
import { TEAM, asPhone, loginAs, logout, orderWithoutBlank, shot } from './helpers';

/** The desk's calls through the page's own session (cookie + CSRF header), as the back office makes them. */
const call = async (page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    await page.request.get('/api/csrf/');
    const token = (await page.context().cookies()).find(c => c.name === 'csrftoken')?.value ?? '';
    const response = await page.request.fetch(path, { method, data, headers: { 'X-CSRFToken': token } });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBeTruthy();
    return response.json();
};

test('the print floor sees an order waiting for blanks, receives them and marks it printed', async ({ page }) => {
    test.setTimeout(240_000); // five screens and two log-ins on a busy machine
    // the owner lists a blank the shelf does not have, then confirms a pending order that prints on it
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    const { order, type } = await orderWithoutBlank(page, 'T-Shirt');
    const size = order.sizes[0].size;
    const colour = `${order.color}`;
    const blank = await call(page, 'POST', '/api/office/blank-stock', {
        product_type_id: type.id,
        sleeve: order.sleeve,
        colour,
        size,
        low_stock_at: 2,
    });
    await call(page, 'PUT', `/api/office/orders/${order.order_id}`, { status: 'confirm' });
    await logout(page);

    // the print floor: the order waits for blanks and offers no "Printed"
    await loginAs(page, TEAM.print_floor.phone, TEAM.print_floor.password);
    const queue = `/office/#/print-queue?filter=${encodeURIComponent(JSON.stringify({ q: order.order_id }))}`;
    await page.goto(queue);
    const card = page.getByRole('article', { name: `Order ${order.order_id}` });
    await expect(card.getByText('Waiting for blanks')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Printed' })).toHaveCount(0);
    await shot(page, 'print-queue-waiting-for-blanks');

    // blanks arrive: received through Blank stock
    // the demo shelf may hold this colour in other sizes and sleeves: the blank's row is the one of its own
    await page.goto(`/office/#/blank-stock?filter=${encodeURIComponent(JSON.stringify({ colour, product_type_id: type.id }))}`);
    const cell = (text: string) => page.getByRole('cell', { name: text, exact: true });
    const sized = page.getByRole('row').filter({ hasText: colour }).filter({ has: cell(size) });
    const row = order.sleeve ? sized.filter({ has: cell(order.sleeve) }) : sized;
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Low');
    await shot(page, 'blank-stock-list');
    await row.getByRole('button', { name: 'Receive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/Pieces received/).fill(String(order.sizes[0].quantity + 5));
    await dialog.getByLabel(/Reference/).fill('PO-26-000001');
    await dialog.getByRole('button', { name: 'Receive' }).click();
    await expect(page.getByText(/on hand, \d+ available/)).toBeVisible();
    await asPhone(page);
    await expect(page.getByRole('list', { name: 'Blank stock' }).getByRole('listitem').first()).toBeVisible();
    await shot(page, 'blank-stock-list-360');
    await page.setViewportSize({ width: 1280, height: 800 });

    // the order is printable now; Printed consumes its blanks
    await page.goto(queue);
    await expect(card.getByText('Waiting for blanks')).toHaveCount(0);
    await card.getByRole('button', { name: 'Printed' }).click();
    await expect(card.getByText(/^Printed \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await shot(page, 'print-queue-printed');

    // the blank's history: received, reserved, printed
    await page.goto(`/office/#/blank-stock/${blank.id}/show`);
    await expect(page.getByText('PO-26-000001')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Printed', exact: true })).toBeVisible();
    await shot(page, 'blank-stock-history');
});
