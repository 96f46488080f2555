import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { column, login, shot, zipEntries } from './helpers';

test.describe.configure({ mode: 'serial' });

const PDF = '%PDF';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

interface OfficeOrder {
    order_id: string;
    status: string;
    front: string | null;
    quote_number?: string;
}

const officeOrders = async (request: APIRequestContext, filter: object, count = 50): Promise<OfficeOrder[]> => {
    const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(`[0,${count - 1}]`)}`;
    const response = await request.get(`/api/office/orders?${query}`);
    expect(response.status()).toBe(200);
    return (await response.json()) as OfficeOrder[];
};

/**
 * What one order's folder in a pack holds: a one-page job sheet, the print files and, for a studio
 * order that keeps one, its editable design (JSON).
 */
const expectPackFolder = (entries: { name: string; data: Buffer }[], orderId: string, sides: string[]) => {
    const mine = entries.filter(e => e.name.startsWith(`${orderId}/`));
    const editable = `${orderId}/${orderId}-design.json`;
    expect(mine.map(e => e.name).filter(name => name !== editable).sort()).toEqual(
        [`${orderId}/${orderId}-job-sheet.pdf`, ...sides.map(side => `${orderId}/${orderId}-${side}.png`)].sort(),
    );
    for (const entry of mine) {
        if (entry.name.endsWith('.pdf')) expect(entry.data.subarray(0, 4).toString()).toBe(PDF);
        else if (entry.name === editable) expect(() => JSON.parse(entry.data.toString())).not.toThrow();
        else expect(entry.data.subarray(0, 4).equals(PNG)).toBe(true);
    }
};

const sidesOf = (order: { front: string | null; back?: string | null }) =>
    (['front', 'back'] as const).filter(side => order[side] !== null && order[side] !== undefined);

test("download an order's production pack from its page: a ZIP with the job sheet and print files", async ({ page }) => {
    await login(page);
    // an order with its own print files: a campaign store's order carries its buyer's name (one print file per person,
    // as a team order's pack, tested below), so the newest designed order that is not a store's
    let designed: OfficeOrder | undefined;
    for (const o of (await officeOrders(page.request, { status: 'confirm' })).filter(o => o.front !== null)) {
        const detail = (await (await page.request.get(`/api/office/orders/${o.order_id}`)).json()) as { instructions?: string };
        if (!(detail.instructions ?? '').startsWith('Store ')) {
            designed = o;
            break;
        }
    }
    expect(designed, 'a confirmed order with a design in the demo data').toBeTruthy();
    const orderId = designed!.order_id;
    await page.goto(`/office/#/orders/${orderId}/show`);
    await expect(page.getByRole('heading', { level: 1, name: orderId, exact: true })).toBeVisible();

    const started = Date.now();
    const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: `Production pack of order ${orderId}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${orderId}-production-pack.zip`);
    const zip = readFileSync((await download.path())!);
    console.log(`production pack of ${orderId}: ${zip.length} bytes in ${Date.now() - started} ms`);
    const detail = (await (await page.request.get(`/api/office/orders/${orderId}`)).json()) as OfficeOrder & { back: string | null };
    expectPackFolder(zipEntries(zip), orderId, sidesOf(detail));
    await shot(page, '30-order-page-production-pack');

    // every board card offers its pack
    await page.goto('/office/#/board');
    const card = column(page, 'confirm').getByRole('article').first();
    const cardId = ((await card.getAttribute('aria-label')) ?? '').replace('Order ', '');
    await expect(card.getByRole('link', { name: `Production pack of order ${cardId}` })).toHaveAttribute(
        'href',
        `/api/office/orders/${cardId}/pack.zip`,
    );
    await card.scrollIntoViewIfNeeded();
    await shot(page, '34-board-card-production-pack');
});

const tickRows = async (page: Page, orderIds: string[]) => {
    for (const orderId of orderIds) {
        const row = page.getByRole('row').filter({ hasText: orderId });
        await row.getByRole('checkbox').check();
    }
};

test('bulk-move three orders on the orders list, see each result, then pack them', async ({ page }) => {
    await login(page);
    // a business order (from a quote) waits for its proof and advance, and a team's order packs a file per
    // person (studio-team.spec.ts checks it): bulk-move three of the shop's plain orders
    const pending: string[] = [];
    for (const o of (await officeOrders(page.request, { status: 'pending' })).filter(o => !o.quote_number)) {
        if (pending.length === 3) break;
        const detail = await (await page.request.get(`/api/office/orders/${o.order_id}`)).json();
        if (!(detail.lines ?? []).some((line: { name?: string }) => line.name)) pending.push(o.order_id);
    }
    expect(pending).toHaveLength(3);

    await page.goto(`/office/#/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`);
    for (const orderId of pending) await expect(page.getByRole('row').filter({ hasText: orderId })).toBeVisible();
    await tickRows(page, pending);
    await expect(page.getByText('3 items selected')).toBeVisible();
    await page.getByRole('button', { name: 'Change status' }).click();
    const ask = page.getByRole('dialog', { name: 'Change the status of 3 orders' });
    await ask.getByRole('combobox', { name: 'New status' }).click();
    await expect(page.getByRole('option', { name: 'shipped' })).toHaveCount(1); // shipped: courier not recorded
    await page.getByRole('option', { name: 'confirm' }).click();
    await shot(page, '31-bulk-change-status');
    await ask.getByRole('button', { name: 'Apply' }).click();

    const results = page.getByRole('dialog', { name: 'Bulk change results' });
    await expect(results.getByRole('status')).toHaveText('3 updated, 0 refused.');
    for (const orderId of pending) {
        await expect(results.getByRole('listitem', { name: `${orderId}: updated` })).toContainText('Now confirm');
    }
    await shot(page, '32-bulk-results');
    await results.getByRole('button', { name: 'Close' }).click();

    for (const orderId of pending) {
        const order = (await (await page.request.get(`/api/office/orders/${orderId}`)).json()) as OfficeOrder & {
            history: { kind: string; to_value: string }[];
        };
        expect(order.status).toBe('confirm');
        expect(order.history[0]).toMatchObject({ kind: 'status', to_value: 'confirm' });
    }

    // the same three, now confirmed: their production packs in one ZIP, written by the worker
    await page.goto(`/office/#/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'confirm' }))}`);
    await tickRows(page, pending);
    const started = Date.now();
    await page.getByRole('button', { name: 'Production packs' }).click();
    const packs = page.getByRole('dialog', { name: 'Production packs' });
    const link = packs.getByRole('link', { name: 'Download the production packs' });
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(packs.getByRole('status')).toHaveText('Done: 3 orders.');
    await shot(page, '33-bulk-production-packs');
    const zip = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(zip.status()).toBe(200);
    const body = await zip.body();
    console.log(`production packs of 3 orders: ${body.length} bytes, ${Date.now() - started} ms from start to download link`);
    const entries = zipEntries(body);
    for (const orderId of pending) {
        const detail = (await (await page.request.get(`/api/office/orders/${orderId}`)).json()) as OfficeOrder & { back: string | null };
        expectPackFolder(entries, orderId, sidesOf(detail));
    }
});
