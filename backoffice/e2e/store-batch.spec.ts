import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN, TEAM, loginAs, shot, zipEntries } from './helpers';

/**
 * A store's batch on the print floor's screen: three buyers (names in Latin, Tamil and Bengali) of a design whose
 * minimum is three, paid; the desk closes the store; the print floor finds the batch under Store batches and its
 * production pack holds one print file per buyer, named for them, with the job sheet and the packing list.
 */
const PASSWORD = 'Sunset#Kurta2026';
const ADDRESS = { area: '12 Hill Road', landmark: 'Near the chapel', city: 'Pune', state: 'Maharashtra', pin_code: '411001' };
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const BUYERS = [
    ['Kavya Iyer', '7', 'M'],
    ['ஸ்ரீ லக்ஷ்மி', '9', 'L'],
    ['ক্ষমা রায়', '11', 'S'],
] as const;

interface Api {
    api: APIRequestContext;
    post: (path: string, data?: object) => ReturnType<APIRequestContext['post']>;
}

const randomPhone = () => '7' + String(Math.floor(Math.random() * 1e9)).padStart(9, '0');

async function session(baseURL: string, path: string, phone: string, password: string): Promise<Api> {
    const api = await playwrightRequest.newContext({ baseURL });
    const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
    const post = async (to: string, data?: object) => api.post(to, { data, headers: { 'X-CSRFToken': await csrf() } });
    const login = await post(path, { phone_number: phone, password });
    expect(login.ok(), await login.text()).toBeTruthy();
    return { api, post };
}

async function customer(baseURL: string, name: string): Promise<Api & { phone: string }> {
    const phone = randomPhone();
    const anon = await playwrightRequest.newContext({ baseURL });
    const csrf = ((await (await anon.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
    const data = { phone_number: phone, password: PASSWORD, confirm_password: PASSWORD, name, email: `b${phone}@example.com`, ...ADDRESS };
    const registered = await anon.post('/api/register/', { data, headers: { 'X-CSRFToken': csrf } });
    expect(registered.status(), await registered.text()).toBe(201);
    await anon.dispose();
    return { ...(await session(baseURL, '/api/login/', phone, PASSWORD)), phone };
}

test.describe.configure({ timeout: 240_000 });

test("the print floor downloads a store batch's pack: one print file per buyer, named for them", async ({ page, baseURL }) => {
    const desk = await session(baseURL!, '/api/adminlogin/', ADMIN.phone, ADMIN.password);
    const organiser = await customer(baseURL!, 'House Captain');
    const shared = await organiser.post('/api/studio/shares/', {
        product: 'tshirts', sleeve: 'Half Sleeve', colour: '#222222', design: { front: { objects: [{ type: 'i-text', text: 'HOUSE' }] } }, preview: PNG,
    }); // prettier-ignore
    expect(shared.ok(), await shared.text()).toBeTruthy();
    const slug = `house-${Date.now() % 1_000_000}`;
    const title = `House Blue ${slug}`;
    const now = Date.now();
    const made = await desk.post('/api/office/stores', {
        title, slug, organiser_phone: organiser.phone, names_asked: true, numbers_asked: true,
        opens_at: new Date(now - 3_600_000).toISOString(), closes_at: new Date(now + 86_400_000).toISOString(),
        designs: [{ title: 'House tee', share_token: ((await shared.json()) as { token: string }).token, product: 'tshirts',
                    sleeve: 'Half Sleeve', colours: ['Black', 'White'], sizes: ['S', 'M', 'L', 'XL'], price: '899.00', expected: 20, minimum: 3 }],
    }); // prettier-ignore
    expect(made.status(), await made.text()).toBe(201);
    const store = (await made.json()) as { id: number };
    const orders: string[] = [];
    for (const [name, number, size] of BUYERS) {
        const buyer = await customer(baseURL!, `Buyer ${number}`);
        const placed = await buyer.post(`/api/stores/${slug}/orders/`, { design: 1, colour: 'Black', size, name, number, payment_method: 'upi' });
        expect(placed.status(), await placed.text()).toBe(201);
        const orderId = ((await placed.json()) as { order_id: string }).order_id;
        const paid = await desk.api.patch('/api/paymentupdate/', {
            data: { order_id: orderId, payment_status: 'paid' },
            headers: { 'X-CSRFToken': ((await (await desk.api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken },
        });
        expect(paid.ok(), await paid.text()).toBeTruthy();
        orders.push(orderId);
    }
    expect((await desk.post(`/api/office/stores/${store.id}/close`)).ok()).toBeTruthy();

    await loginAs(page, TEAM.print_floor.phone, TEAM.print_floor.password);
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Store batches' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('House tee');
    await expect(row.getByRole('cell').nth(3)).toHaveText('3');
    const button = row.getByRole('link', { name: `Production pack of ${title}: House tee` });
    await expect(button).toBeVisible();
    await shot(page, 'store-batch');

    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^HOUSE-\d+-1-BATCH-\d+-production-pack\.zip$/);
    const entries = zipEntries(readFileSync((await download.path())!));
    const files = entries.filter(e => e.name.startsWith('people/')).map(e => e.name);
    expect(files).toEqual([`people/${orders[0]}-KAVYA-IYER-7-M.png`, `people/${orders[1]}-9-L.png`, `people/${orders[2]}-11-S.png`]);
    for (const e of entries.filter(f => f.name.startsWith('people/'))) expect(e.data.subarray(1, 4).toString()).toBe('PNG');
    const listed = entries.find(e => e.name.endsWith('packing-list.csv'))!.data.toString('utf8');
    for (const [name] of BUYERS) expect(listed).toContain(name);
    expect(entries.some(e => e.name.endsWith('job-sheet.pdf'))).toBe(true);
});
