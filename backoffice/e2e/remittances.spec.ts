import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { TEAM, loginAs, logout, shot } from './helpers';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Accounts' calls through the page's own session (cookie + CSRF header), as the back office makes them. */
const call = async (page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    await page.request.get('/api/csrf/');
    const token = (await page.context().cookies()).find(c => c.name === 'csrftoken')?.value ?? '';
    const response = await page.request.fetch(path, { method, data, headers: { 'X-CSRFToken': token } });
    expect(response.ok(), `${method} ${path}: ${response.status()}`).toBeTruthy();
    return response.json();
};

interface Parcel {
    awb: string;
    orderId: string;
    amount: number;
}

/**
 * Four cash-on-delivery orders delivered by Delhivery, as the owner's desk does it (confirm, ship with the
 * courier and an AWB, delivered): the courier now owes their amounts.
 */
const deliveredCodParcels = async (page: Page, stamp: string): Promise<Parcel[]> => {
    const couriers: { id: number; name: string }[] = await call(page, 'GET', '/api/office/couriers?range=[0,49]');
    const delhivery = couriers.find(c => c.name === 'Delhivery')!;
    const filter = encodeURIComponent(JSON.stringify({ status: 'pending', payment_method: 'cod' }));
    const pending: { id: string; amount: number }[] = await call(page, 'GET', `/api/office/orders?filter=${filter}&range=[0,19]`);
    const parcels: Parcel[] = [];
    for (const order of pending) {
        if (parcels.length === 4) break;
        await page.request.get('/api/csrf/');
        const token = (await page.context().cookies()).find(c => c.name === 'csrftoken')?.value ?? '';
        const confirmed = await page.request.put(`/api/office/orders/${order.id}`, { data: { status: 'confirm' }, headers: { 'X-CSRFToken': token } });
        if (!confirmed.ok()) continue; // a business order waiting for its proofs or advance
        const awb = `1${stamp.slice(-10)}${parcels.length}`;
        await call(page, 'POST', `/api/office/orders/${order.id}/ship`, { courier_id: delhivery.id, awb });
        const delivered = await page.request.put(`/api/office/orders/${order.id}`, { data: { status: 'delivered' }, headers: { 'X-CSRFToken': token } });
        expect(delivered.ok()).toBeTruthy();
        parcels.push({ awb, orderId: order.id, amount: Number(order.amount) });
    }
    expect(parcels.length).toBe(4);
    return parcels;
};

/**
 * The parcel delivered `days` ago instead of today (the courier's delivery date, as a late scan would give it),
 * through the services that book what the courier owes: taken off today's figures, added on that day's.
 */
const deliveredDaysAgo = (awb: string, days: number) => {
    const code = [
        'from datetime import timedelta',
        'from django.utils import timezone',
        'from core.orders.shipping.models import Shipment',
        'from core.remittances.services.parcels import cod_parcel_delivered, cod_parcel_undelivered',
        `shipment = Shipment.objects.get(awb="${awb}")`,
        'cod_parcel_undelivered(shipment=shipment)',
        `Shipment.objects.filter(pk=shipment.pk).update(delivered_at=timezone.now() - timedelta(days=${days}))`,
        'shipment.refresh_from_db()',
        'cod_parcel_delivered(shipment=shipment)',
    ].join('\n');
    execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'shell', '-c', code], { cwd: ROOT, encoding: 'utf8' });
};

test('Accounts uploads a courier remittance file and sees its four groups and what the courier owes', async ({ page }) => {
    test.setTimeout(180_000);
    const stamp = String(Date.now());
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    const parcels = await deliveredCodParcels(page, stamp);
    // the fourth was delivered 10 days ago, past Delhivery's 7-day cycle, and is in no file: missing
    const old = parcels[3];
    deliveredDaysAgo(old.awb, 10);
    await logout(page);
    await loginAs(page, TEAM.accounts.phone, TEAM.accounts.password);
    // the courier's file: two paid in full, one short by Rs 40, one AWB that is not ours; the old parcel is in none
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const utr = `HDFCN5${stamp.slice(-10)}`;
    const csv = [
        'Waybill,Order ID,COD Amount,Remittance Date,UTR No',
        `${parcels[0].awb},,${parcels[0].amount.toFixed(2)},${today},${utr}`,
        `${parcels[1].awb},,${parcels[1].amount.toFixed(2)},${today},${utr}`,
        `${parcels[2].awb},,${(parcels[2].amount - 40).toFixed(2)},${today},${utr}`,
        `XX${stamp},,250.00,${today},${utr}`,
    ].join('\n');

    await page.getByRole('menuitem', { name: 'COD remittances' }).click();
    await page.getByRole('combobox', { name: 'Courier' }).click();
    await page.getByRole('option', { name: 'Delhivery' }).click();
    await page.getByLabel('Remittance file').setInputFiles({ name: `delhivery-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload' }).click();

    const groups = page.getByRole('tablist', { name: 'Groups' });
    await expect(groups.getByRole('tab', { name: 'Exact (2)' })).toBeVisible({ timeout: 30_000 });
    await expect(groups.getByRole('tab', { name: 'Short or over-paid (1)' })).toBeVisible();
    await expect(groups.getByRole('tab', { name: 'Unknown AWB (1)' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Exact (2)' }).getByText(parcels[0].awb)).toBeVisible();
    await expect(page.getByText(`UTR ${utr}`)).toBeVisible();
    await shot(page, '60-remittance-exact');

    await groups.getByRole('tab', { name: 'Short or over-paid (1)' }).click();
    const short = page.getByRole('table', { name: 'Short or over-paid (1)' });
    await expect(short.getByText(parcels[2].awb)).toBeVisible();
    await expect(short.getByText('short by ₹40.00')).toBeVisible();
    await shot(page, '61-remittance-short');

    await groups.getByRole('tab', { name: 'Unknown AWB (1)' }).click();
    await expect(page.getByRole('table', { name: 'Unknown AWB (1)' }).getByText('No parcel of ours has this AWB.')).toBeVisible();

    await groups.getByRole('tab', { name: 'Missing parcels' }).click();
    await expect(page.getByText('Delivered more than 7 days ago and in no remittance file of this courier yet.')).toBeVisible();
    const missing = page.getByRole('table', { name: 'Missing parcels' });
    await expect(missing.getByRole('row').filter({ hasText: old.awb })).toContainText(old.orderId);
    for (const parcel of parcels.slice(0, 3)) await expect(missing.getByText(parcel.awb)).toHaveCount(0);
    await missing.scrollIntoViewIfNeeded();
    await shot(page, '62-remittance-missing');

    const ageing = page.getByRole('table', { name: 'COD owed by couriers' });
    await expect(ageing.getByRole('row').filter({ hasText: 'Delhivery' })).toBeVisible();
    await ageing.scrollIntoViewIfNeeded();
    await shot(page, '63-cod-ageing');
});
