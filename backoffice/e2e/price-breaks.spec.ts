import { expect, test, type Page } from '@playwright/test';
import { ADMIN, loginAs, shot } from './helpers';

/**
 * The owner edits the flags' bulk table in the back office: a table with an overlap is refused with the server's
 * reason, a sound one is saved, and the storefront's /bulk (kept in Next's cache, tag catalogue) shows the new price.
 */
const flagRow = (page: Page, nth: number) => page.getByTestId('breaks-flag').locator('tbody tr').nth(nth);

async function openFlags(page: Page) {
    await page.goto('/office/#/price-breaks');
    await page.getByRole('row').filter({ hasText: 'Flag' }).first().click();
    await expect(page.getByRole('heading', { name: 'Flag: price breaks' })).toBeVisible();
}

const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

async function save(page: Page) {
    const answer = page.waitForResponse((r) => r.url().includes('/api/office/price-breaks/') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save' }).click();
    return answer;
}

test('the owner edits a price break and the shop shows it; an overlap is refused with its reason', async ({ page }) => {
    await page.goto('/bulk');
    await expect(flagRow(page, 4)).toContainText('₹419');

    await loginAs(page, ADMIN.phone, ADMIN.password);
    await openFlags(page);
    await expect(field(page, 'tiers.4.one_side')).toHaveValue('419');

    await field(page, 'tiers.1.min_quantity').fill('8');
    expect((await save(page)).status()).toBe(400);
    await expect(page.getByText('The tiers 1-9 and 8-49 overlap.').first()).toBeVisible();
    await shot(page, 'price-breaks-overlap-refused');

    await field(page, 'tiers.1.min_quantity').fill('10');
    await field(page, 'tiers.4.one_side').fill('409');
    expect((await save(page)).ok()).toBe(true);
    await expect(page.getByRole('row').filter({ hasText: 'Flag' }).first()).toContainText('250+ ₹409.00');

    // Django tells the storefront (tag catalogue) once the write commits: a new visitor sees the new price
    await expect(async () => {
        await page.goto('/bulk');
        await expect(flagRow(page, 4)).toContainText('₹409', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
});
