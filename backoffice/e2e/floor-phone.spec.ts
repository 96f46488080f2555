import { expect, test, type Page } from '@playwright/test';
import { ADMIN, loginAs, shot } from './helpers';

const PHONE = { width: 360, height: 760 };

/** How far the page scrolls sideways past the phone's width (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The widest elements past the right edge, to name the culprit when a screen does not fit. */
const wide = (page: Page) =>
    page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('body *')]
            .filter(e => e.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map(e => `${e.tagName.toLowerCase()}.${[...e.classList].slice(0, 2).join('.')} ${Math.round(e.getBoundingClientRect().right)}px`),
    );

const fits = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle');
    // a dialog fades in: wait until it is all there before measuring and photographing it
    await page.waitForFunction(() => [...document.querySelectorAll('.MuiDialog-container')].every(e => getComputedStyle(e).opacity === '1'));
    expect.soft(await overflow(page), `${name} scrolls sideways: ${(await wide(page)).join(', ')}`).toBeLessThanOrEqual(0);
    await shot(page, `phone-${name}`);
};

test.describe.configure({ timeout: 120_000 });

test('the floor screens fit a 360 px phone: purchase order, blank stock, suppliers, calendar', async ({ page }) => {
    await loginAs(page, ADMIN.phone, ADMIN.password);
    await page.setViewportSize(PHONE);

    // the demo's purchase order (seed_demo): its lines as cards, each with what arrived and its tax
    await page.goto('/office/#/purchase-orders');
    const row = page.getByRole('link', { name: /^PO-\d{2}-\d{6} Partly received Tiruppur Knit Blanks/ });
    await expect(row).toBeVisible();
    await fits(page, 'purchase-orders-list');
    await row.click();
    await expect(page.getByRole('heading', { name: /^PO-\d{2}-\d{6}$/ })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Blanks ordered' });
    await expect(lines.getByRole('listitem').first()).toBeVisible();
    await expect(lines.getByRole('listitem').first()).toContainText('Ordered');
    await expect(page.getByText(/Input tax \((intra|inter)-state/)).toBeVisible();
    await fits(page, 'purchase-order');
    await page.getByRole('button', { name: 'Receive' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await fits(page, 'purchase-order-receive');
    await page.keyboard.press('Escape');

    // blank stock: a card per blank, its counts and Receive / Adjust
    await page.goto('/office/#/blank-stock');
    const blanks = page.getByRole('list', { name: 'Blank stock' });
    await expect(blanks.getByRole('listitem').first()).toContainText(/On hand \d+ · Reserved \d+ · Available -?\d+/);
    await fits(page, 'blank-stock-list');
    await page.goto(`/office/#/blank-stock?filter=${encodeURIComponent(JSON.stringify({ low: true }))}`);
    const low = blanks.getByRole('listitem').filter({ hasText: 'Low' }).first();
    await expect(low).toBeVisible();
    await fits(page, 'blank-stock-low');
    await low.getByRole('button', { name: 'Receive' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await fits(page, 'blank-stock-receive');
    await page.keyboard.press('Escape');
    await low.getByRole('link').click();
    await expect(page.getByText(/^Adjusted: [+-]\d+ on hand$/).first()).toBeVisible();
    await fits(page, 'blank-stock-history');

    // suppliers: the demo's mill with its GSTIN
    await page.goto('/office/#/suppliers');
    const mill = page.getByRole('link', { name: /^Tiruppur Knit Blanks GSTIN 33AAFFT4521K1Z8/ });
    await expect(mill).toBeVisible();
    await fits(page, 'suppliers-list');
    await mill.click();
    await expect(page.getByLabel('GSTIN')).toHaveValue('33AAFFT4521K1Z8');
    await fits(page, 'supplier-edit');

    // the production calendar: one day under another
    await page.goto('/office/#/planning');
    await expect(page.locator('section[data-day]').first()).toBeVisible({ timeout: 30_000 });
    await fits(page, 'production-calendar');
    await page.locator('section[data-day]').nth(1).scrollIntoViewIfNeeded();
    await shot(page, 'phone-production-calendar-tomorrow');
});
