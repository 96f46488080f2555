import { expect, test, type Page } from '@playwright/test';
import { column, login, shot } from './helpers';

/**
 * Issue 21's defect: after shipping an order from the board, its page showed the Shipped badge but
 * the Status select still said the old status with Submit enabled (one click moved it back). The
 * page is opened, left, and opened again by the app's own links: no reload clears a cache.
 */

const card = (page: Page, orderId: string) => page.getByRole('article', { name: `Order ${orderId}`, exact: true });

const setStatus = async (page: Page, orderId: string, status: string) => {
    await card(page, orderId).getByRole('button', { name: 'Update Status' }).click();
    await card(page, orderId).getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: status }).click();
    await card(page, orderId).getByRole('button', { name: 'Submit' }).click();
};

const openFromBoard = async (page: Page, orderId: string) => {
    await card(page, orderId).getByRole('link', { name: orderId, exact: true }).click();
    await expect(page.getByRole('heading', { name: orderId, level: 1 })).toBeVisible();
};

test('the order page shows Shipped in its Status select after shipping from the board', async ({ page }) => {
    await login(page);
    await expect(page.getByText('Loading orders...')).toHaveCount(0);
    const label = (await column(page, 'pending').getByRole('article').filter({ hasNotText: 'Business order' }).first().getAttribute('aria-label')) ?? '';
    expect(label).toMatch(/^Order RZ-/);
    const orderId = label.replace('Order ', '');

    // a confirmed order, its page opened once (react-admin keeps that answer in its cache)
    await setStatus(page, orderId, 'confirm');
    await expect(column(page, 'confirm').getByRole('article', { name: label, exact: true })).toBeVisible();
    await openFromBoard(page, orderId);
    const select = page.getByRole('combobox', { name: 'Status' });
    await expect(select).toHaveText(/confirm/i);

    // back to the board (history, no reload) and shipped there: courier and AWB
    await page.goBack();
    await expect(column(page, 'confirm').getByRole('article', { name: label, exact: true })).toBeVisible();
    await setStatus(page, orderId, 'shipped');
    const dialog = page.getByRole('dialog', { name: `Ship order ${orderId}` });
    await dialog.getByRole('combobox', { name: /Courier/ }).click();
    await page.getByRole('option', { name: 'Delhivery' }).click();
    const awb = `DL${Date.now().toString().slice(-10)}`;
    await dialog.getByRole('textbox', { name: /AWB number/ }).fill(awb);
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(column(page, 'shipped').getByRole('article', { name: label, exact: true })).toBeVisible();

    // the page again, by the card's link: badge, select and Submit all say shipped
    await openFromBoard(page, orderId);
    await expect(page.getByText(`AWB ${awb}`)).toBeVisible();
    await expect(select).toHaveText(/shipped/i);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await shot(page, '40-order-page-after-ship-from-board');
});
