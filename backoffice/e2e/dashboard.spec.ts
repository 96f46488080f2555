import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

test('the team dashboard draws orders and revenue per day, orders by status and top product types', async ({ page }) => {
    await login(page);
    await page.goto('/office/#/dashboard');
    const perDay = page.getByRole('figure', { name: 'Orders and revenue per day' });
    await expect(perDay).toBeVisible();
    // the 30 days' totals in rupees with Indian grouping and paise
    await expect(perDay.getByText(/\d+ orders, ₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2} revenue/)).toBeVisible();
    // the chart is drawn: bars in the SVG and the two axes' labels
    await expect(perDay.locator('svg rect').first()).toBeVisible();
    await expect(perDay.getByText('Revenue').first()).toBeVisible();
    const byStatus = page.getByRole('figure', { name: 'Orders by status' });
    for (const status of ['pending', 'confirm', 'shipped', 'delivered', 'cancelled']) {
        await expect(byStatus.getByText(status, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('figure', { name: 'Top product types' }).locator('svg rect').first()).toBeVisible();
    await perDay.scrollIntoViewIfNeeded();
    await shot(page, '20-dashboard-charts');
    // a tooltip: the revenue in rupees
    const box = await perDay.locator('svg').first().boundingBox();
    if (box) await page.mouse.move(box.x + box.width - 120, box.y + box.height / 2);
    await expect(page.getByText(/₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}/).last()).toBeVisible();
    await shot(page, '21-dashboard-chart-tooltip');
});
