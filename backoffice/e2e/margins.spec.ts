import { expect, test } from '@playwright/test';
import { TEAM, loginAs, shot } from './helpers';

test.describe.configure({ timeout: 120_000 });

/**
 * The owner opens Margins: the month's chart (sales, costs and margin a month), the margin per product
 * type, and the month's orders with the one that lost money first (the demo's parcel the courier
 * re-weighed); opening it shows each cost with its source. Accounts reads the same screen without the
 * owner's cost settings.
 */
test('the owner reads the margin chart of the month and the loss-making orders first', async ({ page }) => {
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    await page.goto('/office/#/margin-orders');
    await expect(page.getByRole('figure', { name: 'Margin per month' })).toBeVisible();
    await expect(page.getByRole('figure', { name: 'Margin per product type' })).toBeVisible();
    const rows = page.locator('.RaDatagrid-tbody tr.RaDatagrid-row');
    await expect(rows.first()).toBeVisible();
    const firstMargin = await rows.first().locator('td').last().innerText();
    expect(firstMargin).toMatch(/^₹-/);
    await shot(page, 'margins-owner-month');
    await rows.first().click();
    const costs = page.getByRole('table', { name: /^Costs of RZ-/ });
    await expect(costs).toBeVisible();
    await expect(costs.getByText(/^AWB .*: entered by/)).toBeVisible();
    await shot(page, 'margins-owner-costs');
    await expect(page.getByRole('button', { name: 'Cost settings' })).toBeVisible();
});

test('Accounts reads the margins but not the cost settings', async ({ page }) => {
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    await page.goto('/office/#/margin-orders');
    await expect(page.getByRole('figure', { name: 'Margin per month' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download XLSX' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cost settings' })).toHaveCount(0);
});
