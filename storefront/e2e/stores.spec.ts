/**
 * A campaign store on a phone (360 px): the desk makes a store with two designs (minimum 10 each); 11 buyers order
 * design A and 4 design B (seeded through the API, paid); the 12th buyer of A orders on the store's page; the desk
 * closes the store: A is one batch of 12 on the calendar, B's 4 buyers are refunded; a late buyer is refused with the
 * store's message; the organiser downloads the statement.
 */
import { type APIRequestContext, type Browser, type Page, expect, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN, randomPhone, shot } from './helpers';
import { zipEntries } from './zip';

const PASSWORD = 'Sunset#Kurta2026';
const ADDRESS = { area: '12 Hill Road', landmark: 'Near the chapel', city: 'Pune', state: 'Maharashtra', pin_code: '411001' };
// a 1 x 1 PNG: the studio keeps the picture it is sent as the design's preview
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

interface Api {
  api: APIRequestContext;
  csrf: () => Promise<string>;
}

async function session(baseURL: string, path: '/api/login/' | '/api/adminlogin/', phone: string, password: string): Promise<Api> {
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
  const login = await api.post(path, { data: { phone_number: phone, password }, headers: { 'X-CSRFToken': await csrf() } });
  expect(login.ok(), await login.text()).toBeTruthy();
  return { api, csrf };
}

/** A new customer account, logged in. */
async function customer(baseURL: string, name: string): Promise<Api & { phone: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
  const phone = randomPhone();
  const registered = await api.post('/api/register/', {
    data: { phone_number: phone, password: PASSWORD, confirm_password: PASSWORD, name, email: `s${phone}@example.com`, ...ADDRESS },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await api.dispose();
  return { ...(await session(baseURL, '/api/login/', phone, PASSWORD)), phone };
}

async function phone(browser: Browser, who: { phone: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const csrf = (await (await page.request.get('/api/csrf/')).json()) as { csrftoken: string };
  const login = await page.request.post('/api/login/', { data: { phone_number: who.phone, password: PASSWORD }, headers: { 'X-CSRFToken': csrf.csrftoken } });
  expect(login.ok()).toBeTruthy();
  return page;
}

test('a store with two designs: A printed as one batch, B refunded, a late buyer refused, the statement downloaded', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const desk = await session(baseURL!, '/api/adminlogin/', ADMIN.phone, ADMIN.password);
  const organiser = await customer(baseURL!, 'Fest Organiser');
  const share = async (text: string) => {
    const made = await organiser.api.post('/api/studio/shares/', {
      data: { product: 'tshirts', sleeve: 'Half Sleeve', colour: '#222222', design: { front: { objects: [{ type: 'i-text', text }] } }, preview: PNG },
      headers: { 'X-CSRFToken': await organiser.csrf() },
    });
    expect(made.ok(), await made.text()).toBeTruthy();
    return ((await made.json()) as { token: string }).token;
  };
  const slug = `fest-${Date.now() % 1_000_000}`;
  const design = async (title: string) => ({
    title, share_token: await share(title), product: 'tshirts', sleeve: 'Half Sleeve', colours: ['Black', 'White'],
    sizes: ['S', 'M', 'L', 'XL'], price: '899.00', expected: 20, minimum: 10,
  }); // prettier-ignore
  const now = Date.now();
  const made = await desk.api.post('/api/office/stores', {
    data: {
      title: 'Mood Indigo 2026', slug, organiser_phone: organiser.phone, names_asked: true,
      opens_at: new Date(now - 3_600_000).toISOString(), closes_at: new Date(now + 3 * 86_400_000).toISOString(),
      designs: [await design('Design A'), await design('Design B')],
    },
    headers: { 'X-CSRFToken': await desk.csrf() },
  }); // prettier-ignore
  expect(made.status(), await made.text()).toBe(201);
  const store = (await made.json()) as { id: number };

  // the seeded buyers: 11 of A and 4 of B, each paid
  const sizes = ['S', 'M', 'L', 'XL'];
  const buy = async (who: Api, position: number, size: string, name: string) => {
    const placed = await who.api.post(`/api/stores/${slug}/orders/`, {
      data: { design: position, colour: 'Black', size, name, payment_method: 'upi' },
      headers: { 'X-CSRFToken': await who.csrf() },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { order_id: string }).order_id;
    const paid = await desk.api.patch('/api/paymentupdate/', { data: { order_id: orderId, payment_status: 'paid' }, headers: { 'X-CSRFToken': await desk.csrf() } });
    expect(paid.ok(), await paid.text()).toBeTruthy();
    return orderId;
  };
  for (let i = 0; i < 15; i += 1) {
    const buyer = await customer(baseURL!, `Buyer ${i + 1}`);
    await buy(buyer, i < 11 ? 1 : 2, sizes[i % 4]!, `Buyer ${i + 1}`);
  }

  // the 12th buyer of A, on the store's page at 360 px
  const twelfth = await customer(baseURL!, 'Priya Sharma');
  const page = await phone(browser, twelfth);
  await page.goto(`/store/${slug}`);
  await expect(page.getByRole('heading', { name: 'Mood Indigo 2026' })).toBeVisible();
  await expect(page.getByTestId('store-design-1')).toContainText('11 of 10');
  await expect(page.getByTestId('store-design-2')).toContainText('4 of 10');
  await expect(page.getByTestId('store-countdown')).toContainText('Closes');
  expect(await page.content()).not.toContain('Buyer 1'); // never the buyers' names
  await page.getByLabel('Design').selectOption({ label: 'Design A · ₹899' });
  await page.getByLabel('Black').check();
  await page.getByLabel('Size', { exact: true }).selectOption('M');
  await page.getByLabel('Name to print').fill('प्रिया');
  await page.screenshot({ path: shot('store-buyer-360'), fullPage: true });
  await page.getByRole('button', { name: /^Order for/ }).tap();
  await expect(page.getByTestId('store-placed')).toContainText('Order submitted successfully!');
  const orderId = ((await page.getByTestId('store-placed').textContent()) ?? '').match(/RZ-[A-Z0-9]{8}/)![0];
  await page.screenshot({ path: shot('store-placed-360'), fullPage: true });
  expect((await desk.api.patch('/api/paymentupdate/', { data: { order_id: orderId, payment_status: 'paid' }, headers: { 'X-CSRFToken': await desk.csrf() } })).ok()).toBeTruthy();

  // the close: A one batch of 12 on one print day, B's 4 buyers refunded
  const closed = await desk.api.post(`/api/office/stores/${store.id}/close`, { headers: { 'X-CSRFToken': await desk.csrf() } });
  expect(closed.ok(), await closed.text()).toBeTruthy();
  const batches = (await (await desk.api.get('/api/office/store-batches')).json()) as { id: number; store: string; design: string; pieces: number; print_on: string }[];
  const ours = batches.filter((b) => b.store === 'Mood Indigo 2026' && b.design === 'Design A');
  expect(ours.map((b) => b.pieces)).toEqual([12]);
  // its pack: exactly 12 print files, one per paid buyer, and the packing list naming each of them
  const pack = zipEntries(await (await desk.api.get(`/api/office/store-batches/${ours[0]!.id}/pack.zip`)).body());
  expect(pack.filter((e) => e.name.startsWith('people/')).length).toBe(12);
  const listed = pack.find((e) => e.name.endsWith('packing-list.csv'))!.data.toString('utf8');
  for (const name of [...Array.from({ length: 11 }, (_, i) => `Buyer ${i + 1},`), 'प्रिया,']) expect(listed).toContain(name);
  const refunds = (await (await desk.api.get('/api/office/store-refunds?range=[0,199]')).json()) as { store: string; amount: string }[];
  expect(refunds.filter((r) => r.store === 'Mood Indigo 2026').length).toBe(4);

  // a late buyer is refused with the store's message
  const late = await phone(browser, await customer(baseURL!, 'Late Buyer'));
  await late.goto(`/store/${slug}`);
  await expect(late.getByTestId('store-closed')).toHaveText('This store is closed: it takes no more orders.', { timeout: 15_000 });
  await late.screenshot({ path: shot('store-closed-360'), fullPage: true });
  const refused = await late.request.post(`/api/stores/${slug}/orders/`, {
    data: { design: 1, colour: 'Black', size: 'M', name: 'Late' },
    headers: { 'X-CSRFToken': ((await (await late.request.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken },
  });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe('This store is closed: it takes no more orders.');

  // the organiser's statement
  const statement = await organiser.api.get(`/api/stores/${slug}/statement.xlsx`);
  expect(statement.status()).toBe(200);
  expect(statement.headers()['content-type']).toContain('spreadsheetml');
  expect((await statement.body()).subarray(0, 2).toString()).toBe('PK');
});
