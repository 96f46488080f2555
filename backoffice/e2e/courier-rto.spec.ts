import { expect, test } from '@playwright/test';
import { login, shot } from './helpers';

type Row = { order_id: string; shipment: { courier: string; awb: string } | null };

test("a courier's tracking report brings a parcel back, and the dashboard's RTO chart shows it", async ({ page }) => {
    await login(page);
    // a shipped order of the demo with its courier's AWB: the oldest, as the walks running beside this one (one shop,
    // two lanes) ship orders of their own and push failed attempts at today's time for them, newest first on the board
    const filter = encodeURIComponent(JSON.stringify({ status: 'shipped' }));
    const sort = encodeURIComponent(JSON.stringify(['created_at', 'ASC']));
    const rows = (await (await page.request.get(`/api/office/orders?filter=${filter}&sort=${sort}&range=[0,99]`)).json()) as Row[];
    const order = rows.find(row => row.shipment?.awb && row.shipment.courier !== 'Hand delivery');
    expect(order, 'a shipped order with an AWB').toBeTruthy();
    const { courier, awb } = order!.shipment!;

    await page.getByRole('menuitem', { name: 'Courier desk' }).click();
    const upload = page.getByRole('region', { name: 'Upload a tracking report' });
    await upload.getByRole('combobox', { name: 'Courier' }).click();
    await page.getByRole('option', { name: courier, exact: true }).click();
    const report = [
        'AWB,Status,Status time,Remark',
        `${awb},Out for delivery,20/11/2026 09:00,`,
        `${awb},Undelivered,20/11/2026 18:00,Customer refused`,
        `${awb},RTO Initiated,21/11/2026 10:00,`,
        `${awb},RTO Delivered,24/11/2026 12:00,`,
        'NOSUCHAWB777,In transit,20/11/2026 10:00,',
    ].join('\n');
    await upload.getByLabel('Tracking report').setInputFiles({ name: 'report.csv', mimeType: 'text/csv', buffer: Buffer.from(report) });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByText(/5 rows: 5 new, 4 moved a parcel, 1 with an unknown AWB/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Events with an unknown AWB' }).getByText('NOSUCHAWB777')).toBeVisible();
    await shot(page, '90-courier-desk');

    // the order's page: the spec's status, and beside it the parcel returned to us with its history
    await page.goto(`/office/#/orders/${order!.order_id}/show`);
    const parcel = page.getByRole('region', { name: 'Parcel' });
    await expect(parcel.getByText('Returned to us')).toBeVisible();
    await expect(parcel.getByText('Undelivered: Customer refused')).toBeVisible();
    await shot(page, '91-order-parcel-returned');

    await page.goto('/office/#/dashboard');
    const chart = page.getByRole('region', { name: 'Returned to origin' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg rect').first()).toBeVisible();
    await expect(chart.getByText(courier, { exact: true })).toBeVisible();
    await chart.getByRole('combobox', { name: 'By' }).click();
    await page.getByRole('option', { name: 'Payment method' }).click();
    await expect(chart.locator('svg rect').first()).toBeVisible();
    await shot(page, '92-dashboard-rto-chart');
});
