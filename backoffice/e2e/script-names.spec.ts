import { expect, request as playwrightRequest, test } from '@playwright/test';
import { column, login, shot } from './helpers';

// A customer who writes her name in Devanagari: the team's board draws it in the office's own Devanagari face
// (src/layout/scripts-fonts.ts), not as boxes on a computer without a font for the script.
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
const NAME = 'सुनीता शर्मा';

test.describe.configure({ timeout: 150_000 });

async function hindiNamedOrder(): Promise<string> {
    const phone = `8${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
    const password = 'Rangrez@Hindi7';
    const api = await playwrightRequest.newContext({ baseURL });
    const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
    const registered = await api.post('/api/register/', {
        data: {
            name: NAME, phone_number: phone, email: `s${phone}@example.com`, password, confirm_password: password,
            area: '12 गांधी मार्ग', landmark: 'मंदिर के पास', city: 'जयपुर', state: 'Rajasthan', pin_code: '302001',
        },
        headers: { 'X-CSRFToken': await csrf() },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const loggedIn = await api.post('/api/login/', { data: { phone_number: phone, password }, headers: { 'X-CSRFToken': await csrf() } });
    expect(loggedIn.ok(), await loggedIn.text()).toBeTruthy();
    const placed = await api.post('/api/orders/checkout/', {
        data: { items: [{ catalogue_item_id: 2, size: 'M', quantity: 1 }], payment_method: 'cod' },
        headers: { 'X-CSRFToken': await csrf(), 'Idempotency-Key': `bo-script-names-${phone}` },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { order_id: string }).order_id;
    await api.dispose();
    return orderId;
}

test('a name in Devanagari is drawn on the board in the office’s Devanagari face', async ({ page }) => {
    const orderId = await hindiNamedOrder();
    await login(page);
    const card = column(page, 'pending').getByRole('article', { name: `Order ${orderId}` });
    const name = card.getByText(NAME);
    await expect(name).toBeVisible({ timeout: 30_000 });
    expect(await name.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Rangrez Devanagari');
    // the face's file loads (the office's CSP allows it) and covers the name; it names its range, so a page
    // without Devanagari never fetches it
    const ranges = await page.evaluate(async (text) => (await document.fonts.load('16px "Rangrez Devanagari"', text)).map((f) => f.unicodeRange), NAME);
    expect(ranges.some((r) => /U\+900-97F/i.test(r)), ranges.join(' | ')).toBe(true);
    expect(await page.evaluate((text) => document.fonts.check('16px "Rangrez Devanagari"', text), NAME)).toBe(true);
    // drawn in it: the name is as wide as the same words set in that face alone, but for the space, which the
    // device's face draws (boxes for the letters made it 97 px against 58)
    const widths = await name.evaluate((el) => {
        // the name as the board drew it (a fresh element would be laid out again, after the face came)
        const drawn = document.createRange();
        drawn.selectNodeContents(el);
        const probe = document.createElement('span');
        const style = getComputedStyle(el);
        probe.textContent = el.textContent;
        probe.style.cssText = `font-family: "Rangrez Devanagari"; font-size: ${style.fontSize}; font-weight: ${style.fontWeight}; white-space: nowrap`;
        const width = drawn.getBoundingClientRect().width;
        document.body.append(probe);
        const alone = probe.getBoundingClientRect().width;
        probe.remove();
        return [width, alone];
    });
    expect(Math.abs(widths[0] - widths[1]), `${widths}`).toBeLessThan(3);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    await shot(page, 'board-devanagari-name');
});
