import { expect, test } from '@playwright/test';
import { column, login, shot } from './helpers';

test('ship with no AWB yet, the card says AWB missing, then Add AWB records the courier', async ({ page }) => {
    await login(page);
    const card = column(page, 'pending').getByRole('article').filter({ hasNotText: 'Business order' }).first();
    const label = (await card.getAttribute('aria-label')) ?? '';
    const orderId = label.replace('Order ', '');
    await card.getByRole('button', { name: 'Update Status' }).click();
    await card.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'shipped' }).click();
    await card.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: `Ship order ${orderId}` }).getByRole('button', { name: 'No AWB yet' }).click();
    await expect(page.getByText('Order status updated.')).toBeVisible();

    const shipped = column(page, 'shipped').getByRole('article', { name: label, exact: true });
    await expect(shipped.getByText('Courier not recorded')).toBeVisible();
    await expect(shipped.getByText('AWB missing')).toBeVisible();
    await shot(page, '44-awb-missing');
    await shipped.getByRole('button', { name: `Add AWB to order ${orderId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ship order ${orderId}` });
    await expect(dialog.getByRole('button', { name: 'No AWB yet' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: /Courier/ }).click();
    await page.getByRole('option', { name: 'Hand delivery' }).click();
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(shipped.getByText('Hand delivery')).toBeVisible();
    await expect(shipped.getByText('AWB missing')).toHaveCount(0);
});
