import { expect, type Page } from '@playwright/test';
import { deflateSync, inflateRawSync } from 'node:zlib';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADMIN = { phone: '9000000001', password: 'Rangrez@Admin1', name: 'Asha Admin' };
export const STATUSES = ['pending', 'confirm', 'shipped', 'delivered', 'cancelled'] as const;

const shotsDir = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

/**
 * The page at a 360 px phone's size, loaded again so the layout is the phone's (a resized window keeps
 * the wide screen's side menu until it re-renders), with no sideways scroll.
 */
export const asPhone = async (page: Page) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
};

export const shot = async (page: Page, name: string) => {
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: false });
};

/** The demo shop's team, one member per role (`manage.py seed_demo`). */
export const TEAM = {
    owner: ADMIN,
    order_desk: { phone: '9000000002', password: 'Rangrez@Desk1' },
    accounts: { phone: '9000000003', password: 'Rangrez@Accounts1' },
    support: { phone: '9000000004', password: 'Rangrez@Support1' },
    print_floor: { phone: '9000000005', password: 'Rangrez@Print1' },
} as const;
export type Role = keyof typeof TEAM;

/** Logs in and waits for the member's landing screen (the side menu and Logout are there). */
export const loginAs = async (page: Page, phone: string, password: string) => {
    await page.goto('/office/#/login');
    await page.getByLabel('Phone Number').fill(phone);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login to Team Dashboard' }).click();
    await expect(page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page).not.toHaveURL(/#\/login/);
};

/** Logs in (the owner unless told) and opens the order board, whatever the landing screen. */
export const login = async (page: Page, phone = ADMIN.phone, password = ADMIN.password) => {
    await loginAs(page, phone, password);
    await page.goto('/office/#/board');
    await expect(page.getByRole('region', { name: 'pending' })).toBeVisible();
};

export const logout = async (page: Page) => {
    await page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login to Team Dashboard' })).toBeVisible();
};

export const column = (page: Page, status: (typeof STATUSES)[number]) => page.getByRole('region', { name: status });

/** A small valid PNG (a coloured square), made here so the test needs no fixture file. */
export const makePng = (size = 16, rgb: [number, number, number] = [123, 45, 91]): Buffer => {
    const crcTable = Array.from({ length: 256 }, (_, n) => {
        let c = n;
        for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
        return c >>> 0;
    });
    const crc32 = (buf: Buffer) => {
        let c = 0xffffffff;
        for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
        return (c ^ 0xffffffff) >>> 0;
    };
    const chunk = (type: string, data: Buffer) => {
        const length = Buffer.alloc(4);
        length.writeUInt32BE(data.length);
        const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
        const crc = Buffer.alloc(4);
        crc.writeUInt32BE(crc32(body));
        return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(size, 0);
    header.writeUInt32BE(size, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // truecolour RGB
    const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
    const pixels = Buffer.concat(Array.from({ length: size }, () => row));
    return Buffer.concat([
        Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(pixels)),
        chunk('IEND', Buffer.alloc(0)),
    ]);
};

/** The files of a ZIP (stored or deflated entries), read from its central directory: no zip library needed. */
export const zipEntries = (zip: Buffer): { name: string; data: Buffer }[] => {
    const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    if (end < 0) throw new Error('not a ZIP file');
    const entries: { name: string; data: Buffer }[] = [];
    let at = zip.readUInt32LE(end + 16);
    for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
        const method = zip.readUInt16LE(at + 10);
        const size = zip.readUInt32LE(at + 20);
        const [nameLength, extraLength, commentLength] = [28, 30, 32].map(o => zip.readUInt16LE(at + o));
        const local = zip.readUInt32LE(at + 42);
        const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
        const raw = zip.subarray(start, start + size);
        entries.push({
            name: zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
            data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw),
        });
        at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
};

interface PendingOrder {
    order_id: string;
    product: string;
    sleeve: string;
    color: string;
    quote_number: string | null;
    sizes: { size: string; quantity: number }[];
}

/**
 * A pending shop order (not a quote's: those wait for their proofs) whose first size's blank the demo
 * shelf does not list (seed_demo stocks the best sellers), of `product` when one is: adding that blank
 * and confirming the order leaves it waiting for blanks. With its product type's id.
 */
export const orderWithoutBlank = async (page: Page, product: string) => {
    const get = async (path: string) => {
        const response = await page.request.get(path);
        expect(response.ok(), `GET ${path}: ${response.status()}`).toBeTruthy();
        return response.json();
    };
    const pending: PendingOrder[] = await get(`/api/office/orders?filter=${encodeURIComponent('{"status":"pending"}')}&range=[0,49]`);
    const types: { id: number; name: string }[] = await get('/api/catalogue/product-types/');
    const shop = pending.filter(o => !o.quote_number);
    for (const order of [...shop.filter(o => o.product === product), ...shop.filter(o => o.product !== product)]) {
        const type = types.find(t => t.name === order.product)!;
        const filter = encodeURIComponent(JSON.stringify({ product_type_id: type.id, colour: order.color }));
        const listed: { sleeve: string; size: string }[] = await get(`/api/office/blank-stock?filter=${filter}&range=[0,199]`);
        if (!listed.some(b => b.sleeve === order.sleeve && b.size === order.sizes[0].size)) return { order, type };
    }
    throw new Error('every pending order prints on a blank the demo shelf lists');
};
