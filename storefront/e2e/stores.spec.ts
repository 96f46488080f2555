/**
 * A campaign store on a phone (360 px): the organiser's quote is accepted and the desk makes the store from it ("Make
 * a store" on the quote fills the form; the draft, by the API, made into two designs, minimum 10 each); 11 buyers order
 * design A and 4 design B (seeded through the API, paid); the 12th buyer of A orders on the store's page; the desk
 * closes the store: A is one batch of 12 on the calendar, B's 4 buyers are refunded; a late buyer is refused with the
 * store's message; the organiser opens the store's dashboard (A printed, B refunded, the money and the names) and
 * downloads the statement there; another customer gets the not-found page and a visitor a login link.
 */
import { type Browser, type Page, expect, test } from '@playwright/test';
import { ADMIN, shot } from './helpers';
import { ADDRESS, type Api, PASSWORD, PNG, customer, session } from './store-api';
import { zipEntries } from './zip';


async function phone(browser: Browser, who: { phone: string }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const csrf = (await (await page.request.get('/api/csrf/')).json()) as { csrftoken: string };
  const login = await page.request.post('/api/login/', { data: { phone_number: who.phone, password: PASSWORD }, headers: { 'X-CSRFToken': csrf.csrftoken } });
  expect(login.ok()).toBeTruthy();
  return page;
}

/** A quote request for 20 black tees by the organiser, quoted and sent by the desk, accepted by the organiser. */
async function acceptedQuote(desk: Api, organiser: Api): Promise<{ id: number; number: string }> {
  const data = {
    product: 'tshirts', colour: 'Black', sizes: [{ size: 'M', quantity: 12 }, { size: 'L', quantity: 8 }], positions: ['front'],
    needed_by: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10), notes: '', address: ADDRESS,
  }; // prettier-ignore
  const asked = await organiser.api.post('/api/quotes/requests/', {
    multipart: { data: JSON.stringify(data), artwork: { name: 'fest.png', mimeType: 'image/png', buffer: Buffer.from(PNG.split(',')[1]!, 'base64') } },
    headers: { 'X-CSRFToken': await organiser.csrf() },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = ((await asked.json()) as { id: number }).id;
  const made = await desk.api.post('/api/office/quotes', { data: { request_id: requestId }, headers: { 'X-CSRFToken': await desk.csrf() } });
  expect(made.status(), await made.text()).toBe(201);
  const quote = (await made.json()) as { id: number; number: string };
  const sent = await desk.api.post(`/api/office/quotes/${quote.id}/send`, { headers: { 'X-CSRFToken': await desk.csrf() } });
  expect(sent.ok(), await sent.text()).toBeTruthy();
  const token = ((await sent.json()) as { page_url: string }).page_url.split('/').filter(Boolean).pop()!;
  const accepted = await organiser.api.post(`/api/quotes/q/${token}/accept/`, { data: { revision: 1 }, headers: { 'X-CSRFToken': await organiser.csrf() } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  return { id: quote.id, number: quote.number };
}

test('a store with two designs: A printed as one batch, B refunded, a late buyer refused, the statement downloaded', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const desk = await session(baseURL!, '/api/adminlogin/', ADMIN.phone, ADMIN.password);
  const organiser = await customer(baseURL!, 'Fest Organiser');
  // the organiser's accepted quote: 20 black tees with the fest's artwork, quoted and sent by the desk
  const number = await acceptedQuote(desk, organiser);
  // the desk opens the quote in the back office: "Make a store" fills the new store's form from it
  const office = await browser.newPage();
  await office.goto('/office/#/login');
  await office.getByLabel('Phone Number').fill(ADMIN.phone);
  await office.getByLabel('Password').fill(ADMIN.password);
  await office.getByRole('button', { name: 'Login to Team Dashboard' }).click();
  await expect(office.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await office.goto(`/office/#/quotes/${number.id}/show`);
  await office.getByRole('button', { name: 'Make a store' }).click();
  await expect(office.getByLabel("Organiser's phone")).toHaveValue(organiser.phone);
  await expect(office.getByLabel('From accepted quote (optional)')).toHaveValue(number.number);
  await office.screenshot({ path: shot('store-from-quote-office'), fullPage: true });
  await office.close();
  // the same draft by the API, made into the fest's two designs (minimum 10 each) and sent
  const drafted = await desk.api.post('/api/office/store-drafts', { data: { quote_number: number.number }, headers: { 'X-CSRFToken': await desk.csrf() } });
  expect(drafted.status(), await drafted.text()).toBe(200);
  const draft = (await drafted.json()) as { organiser_phone: string; quote_number: string; designs: Record<string, unknown>[] };
  expect(draft.organiser_phone).toBe(organiser.phone);
  const slug = `fest-${Date.now() % 1_000_000}`;
  const design = (title: string) => ({ ...draft.designs[0], title, colours: ['Black', 'White'], sizes: ['S', 'M', 'L', 'XL'], price: '899.00', minimum: 10 });
  const now = Date.now();
  const made = await desk.api.post('/api/office/stores', {
    data: {
      ...draft, title: 'Mood Indigo 2026', slug, names_asked: true,
      opens_at: new Date(now - 3_600_000).toISOString(), closes_at: new Date(now + 3 * 86_400_000).toISOString(),
      designs: [design('Design A'), design('Design B')],
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

  // the organiser's dashboard at 360 px: A printed, B refunded, the money, the names; the statement downloaded there
  const organiserPage = await phone(browser, organiser);
  await organiserPage.goto(`/store/${slug}/organiser`);
  await expect(organiserPage.getByRole('heading', { name: 'Mood Indigo 2026: your dashboard' })).toBeVisible();
  await expect(organiserPage.getByTestId('organiser-design-1')).toContainText('12 of 10');
  await expect(organiserPage.getByTestId('organiser-design-1')).toContainText('Printed as one batch.');
  await expect(organiserPage.getByTestId('organiser-design-2')).toContainText('Under its minimum: its buyers were refunded.');
  await expect(organiserPage.getByTestId('organiser-money')).toContainText('₹10,788'); // 12 paid pieces of ₹899
  await expect(organiserPage.getByTestId('organiser-money')).toContainText('₹5,640'); // 12 x (₹899 - the break's ₹429)
  await expect(organiserPage.getByRole('region', { name: 'Names and numbers' })).toContainText('प्रिया');
  await organiserPage.screenshot({ path: shot('store-organiser-360'), fullPage: true });
  const [download] = await Promise.all([
    organiserPage.waitForEvent('download'),
    organiserPage.getByRole('link', { name: 'Download the statement and roster (XLSX)' }).tap(),
  ]);
  expect(download.suggestedFilename()).toBe(`store-${slug}-statement.xlsx`);
  const statement = await organiser.api.get(`/api/stores/${slug}/statement.xlsx`);
  expect(statement.headers()['content-type']).toContain('spreadsheetml');
  expect((await statement.body()).subarray(0, 2).toString()).toBe('PK');

  // another customer is told there is no such page; a visitor is asked to log in
  await page.goto(`/store/${slug}/organiser`);
  await expect(page.getByRole('heading', { name: 'Mood Indigo 2026: your dashboard' })).toHaveCount(0);
  expect((await page.request.get(`/store/${slug}/organiser`)).status()).toBe(404);
  const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await visitor.goto(`/store/${slug}/organiser`);
  await expect(visitor.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', new RegExp(`/login\\?next=/store/${slug}/organiser$`));
});
