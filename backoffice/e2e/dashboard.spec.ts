import { expect, test } from '@playwright/test';
import { ADMIN, login, shot } from './helpers';

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
    await page.getByRole('region', { name: 'Last 30 days' }).evaluate(section => section.scrollIntoView());
    await shot(page, '30-dashboard-charts');
    // pointing at today (the last day) shows its orders and its revenue in rupees
    const box = await perDay.locator('.MuiChartsSurface-root').boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.move(box!.x + box!.width - 110, box!.y + box!.height * 0.6, { steps: 8 });
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip.getByText(/^₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}$/)).toBeVisible();
    await shot(page, '31-dashboard-chart-tooltip');
});

test("the Django admin's dashboard draws the same three charts with unfold's components", async ({ page }) => {
    await page.goto('/admin/login/?next=/admin/');
    await page.getByLabel(/phone/i).fill(ADMIN.phone);
    await page.getByLabel(/password/i).fill(ADMIN.password);
    await page.getByRole('button', { name: /log in/i }).click();
    for (const name of ['Orders and revenue per day, last 30 days', 'Orders by status', 'Top product types, last 30 days']) {
        const figure = page.getByRole('figure', { name });
        await expect(figure).toBeVisible();
        await expect(figure.locator('canvas')).toBeVisible();
    }
    await expect(page.getByText(/\d+ orders, ₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2} revenue/)).toBeVisible();
    await page.getByRole('figure', { name: 'Orders and revenue per day, last 30 days' }).scrollIntoViewIfNeeded();
    await shot(page, '32-django-admin-charts');
});

test('the owner is warned on the dashboard when tasks wait and no task worker is alive', async ({ page }) => {
    await login(page);
    await page.goto('/office/#/dashboard');
    await expect(page.getByRole('figure', { name: 'Orders and revenue per day' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'task worker' })).toHaveCount(0); // the test shop's workers run
    // the workers stopped a while ago (the health check's answer then; stopping the shop's workers
    // for a minute would slow the suite)
    await page.route('**/api/health/', route =>
        route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
                ok: false,
                database: { ok: true, vendor: 'sqlite', latency_ms: 2.1 },
                queue: { waiting: 12, oldest_waiting_seconds: 420, deferred: 0, failed: 0 },
                workers: { alive: 0, last_heartbeat: '2026-11-26T04:05:00Z', last_heartbeat_seconds: 430 },
            }),
        }),
    );
    await page.reload();
    const warning = page.getByRole('alert').filter({ hasText: 'The task worker is not running' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('12 tasks are waiting (the oldest for 7 minutes)');
    await expect(warning).toContainText('The last worker was seen at 26/11/2026');
    await shot(page, '32-dashboard-worker-warning');
});
