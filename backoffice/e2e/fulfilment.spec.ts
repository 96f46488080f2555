import { expect, test, type Page } from '@playwright/test';
import { column, login, shot } from './helpers';

test.describe.configure({ mode: 'serial' });

/** A pending order's card, pinned by its order id (the columns reload as orders move). */
const pendingCard = async (page: Page) => {
    await expect(page.getByText('Loading orders...')).toHaveCount(0);
    const label = (await column(page, 'pending').getByRole('article').filter({ hasNotText: 'Business order' }).first().getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Order RZ-/);
    return { orderId: label.replace('Order ', ''), label };
};

const setStatus = async (page: Page, label: string, status: string) => {
    const card = page.getByRole('article', { name: label, exact: true });
    await card.getByRole('button', { name: 'Update Status' }).click();
    await card.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status }).click();
    await card.getByRole('button', { name: 'Submit' }).click();
};

test('confirm an order, open its invoice, ship it with an AWB and follow the tracking link', async ({ page }) => {
    await login(page);
    const { orderId, label } = await pendingCard(page);
    const card = () => page.getByRole('article', { name: label, exact: true });

    await setStatus(page, label, 'confirm');
    await expect(page.getByText('Order status updated.')).toBeVisible();
    await expect(column(page, 'confirm').getByRole('article', { name: label, exact: true })).toBeVisible();

    // the invoice issued on confirmation opens as a PDF
    const invoice = card().getByRole('link', { name: `Invoice of order ${orderId}` });
    const href = (await invoice.getAttribute('href')) ?? '';
    expect(href).toBe(`/api/office/orders/${orderId}/invoice.pdf`);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');

    // WhatsApp: wa.me with +91 and the order's id in the prefilled line, in a new tab
    const chat = card().getByRole('link', { name: `Message on WhatsApp about order ${orderId}` });
    expect(await chat.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/91\\d{10}\\?text=.*${orderId}`));
    expect(await chat.getAttribute('target')).toBe('_blank');

    // shipped: the dialog wants an AWB for a courier, Cancel keeps the card where it was
    await setStatus(page, label, 'shipped');
    const dialog = page.getByRole('dialog', { name: `Ship order ${orderId}` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(column(page, 'confirm').getByRole('article', { name: label, exact: true })).toBeVisible();

    await card().getByRole('button', { name: 'Submit' }).click(); // the selector stayed open on shipped
    await dialog.getByRole('combobox', { name: /Courier/ }).click();
    await page.getByRole('option', { name: 'Delhivery' }).click();
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await expect(dialog.getByText('Enter the AWB number.')).toBeVisible();
    const awb = `DL${Date.now().toString().slice(-10)}`;
    await dialog.getByRole('textbox', { name: /AWB number/ }).fill(awb);
    await shot(page, '20-ship-dialog');
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Order status updated.').first()).toBeVisible();

    const shipped = column(page, 'shipped').getByRole('article', { name: label, exact: true });
    await expect(shipped.getByText(`AWB ${awb}`)).toBeVisible();
    expect(await shipped.getByRole('link', { name: 'Track' }).getAttribute('href')).toContain(awb);
    await shipped.scrollIntoViewIfNeeded();
    await shot(page, '21-shipped-card');

    // the order page: courier and tracking, invoices, and an internal note
    await page.goto(`/office/#/orders/${orderId}/show`);
    // a hash route: the board may still be on screen for a moment, its cards with Track links of their own
    await expect(page.getByRole('heading', { level: 1, name: orderId })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track' })).toHaveAttribute('href', new RegExp(awb));
    await expect(page.getByRole('link', { name: /^Invoice \S+/ }).first()).toBeVisible();
    await page.getByLabel('Add a note').fill('Customer asked for evening delivery.');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const notes = page.getByRole('list', { name: 'Internal notes' });
    await expect(notes.getByText('Customer asked for evening delivery.')).toBeVisible();
    await expect(notes.getByText(/Asha Admin/)).toBeVisible();
    await shot(page, '22-order-page');
});
