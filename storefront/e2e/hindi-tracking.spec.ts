/**
 * Following an order in Hindi, at 360 px: a customer whose language is Hindi reads the list of their orders with each
 * one's timeline, opens an order, answers a failed delivery from its link and asks to return a delivered order, and
 * every one of those pages reads in Hindi (no English word outside the allowed list; the shop's codes, the courier's
 * and the customer's own words excepted).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Page, expect as baseExpect, request as playwrightRequest, test } from '@playwright/test';
import { shot } from './helpers';
import { allowed, englishOnPage, visitInHindi } from './hindi-helpers';
import { customerSession, deliver, staffSession } from './returns-helpers';
import { logInByApi } from './studio-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const ROOT = join(__dirname, '..', '..');

/** The Latin words of the shop's own codes (RZ-ABCD2345, RT-26-000007, an invoice number): shown as they are. */
const codeWords = (...codes: string[]) => codes.flatMap((code) => code.match(/[A-Za-z][A-Za-z0-9]*[A-Za-z0-9]/g) ?? []);

/** A new customer who reads Hindi: registered through the API, the language chosen on the account. */
async function hindiCustomer(baseURL: string) {
  const phone = `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const who = { phone, password: 'Rangrez@Hindi7' };
  const api = await playwrightRequest.newContext({ baseURL });
  const { csrftoken } = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
  const registered = await api.post('/api/register/', {
    data: {
      name: 'सुनीता शर्मा', phone_number: phone, email: `h${phone}@example.com`, password: who.password, confirm_password: who.password,
      area: '12 गांधी मार्ग', landmark: 'मंदिर के पास', city: 'जयपुर', state: 'Rajasthan', pin_code: '302001',
    },
    headers: { 'X-CSRFToken': csrftoken },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await api.dispose();
  const session = await customerSession(baseURL, who);
  const chosen = await session.api.put('/api/language/', { data: { language: 'hi' }, headers: { 'X-CSRFToken': await session.csrf() } });
  expect(chosen.ok(), await chosen.text()).toBeTruthy();
  expect(((await chosen.json()) as { language: string }).language).toBe('hi');
  return { who, session };
}

/** Ships the order with Delhivery and has Delhivery push a failed attempt, as ndr.spec.ts does. */
async function failedAttempt(page: Page, orderId: string, awb: string, reason: string) {
  const code = [
    'from core.orders.models import Order',
    'from core.orders.shipping.models import Courier',
    'from core.orders.shipping.services import order_ship',
    `order = Order.objects.get(order_id="${orderId}")`,
    `order_ship(order=order, courier_id=Courier.objects.get(name="Delhivery").pk, awb="${awb}", actor=None)`,
  ].join('\n');
  execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'shell', '-c', code], { cwd: ROOT, encoding: 'utf8' });
  const at = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 19); // IST, as Delhivery sends it
  const pushed = await page.request.post('/api/couriers/delhivery/events', {
    headers: { Authorization: 'Token e2e-delhivery-push-token' },
    data: { Shipment: { AWB: awb, NSLCode: 'EOD-11', Status: { Status: 'Pending', StatusType: 'UD', StatusDateTime: at, StatusLocation: 'Jaipur_DC (Rajasthan)', Instructions: reason } } },
  });
  expect(pushed.status(), await pushed.text()).toBe(200);
}

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test('a customer who reads Hindi follows an order, answers a failed delivery and asks for a return, all in Hindi', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const { who, session } = await hindiCustomer(baseURL!);
  const staff = await staffSession(baseURL!);
  const place = async (key: string) => {
    const placed = await session.api.post('/api/orders/checkout/', {
      data: { items: [{ catalogue_item_id: 1, size: 'M', quantity: 1 }], payment_method: 'cod' },
      headers: { 'X-CSRFToken': await session.csrf(), 'Idempotency-Key': `hindi-${key}-${Date.now()}` },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    return ((await placed.json()) as { order_id: string }).order_id;
  };
  const delivered = await place('delivered');
  await deliver(staff, delivered);
  const undelivered = await place('ndr');
  const awb = `DLH${String(Date.now()).slice(-8)}`;
  await failedAttempt(page, undelivered, awb, 'Customer not available');
  const timelines = (await (await session.api.get('/api/orders/tracking/')).json()) as { order_id: string; invoice_number: string | null }[];
  const invoices = timelines.map((t) => t.invoice_number ?? '');
  const itemWords = ((await (await session.api.get(`/api/orders/${delivered}/returnable/`)).json()) as { lines: { item: string }[] }).lines.flatMap((l) => l.item.split(/\s+/));
  const codes = [...allowed, ...codeWords(delivered, undelivered, awb, ...invoices)];
  // the UPI ID field's example (name@okaxis): a UPI ID is written in Latin letters in every language
  const upiExample = ['name', 'okaxis'];

  // the list: each order with its status and timeline, in Hindi, dates in Hindi
  await logInByApi(page, who);
  await visitInHindi(page, 'oandr', '/hi/oandr', {
    words: codes,
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'ऑर्डर और वापसी' })).toBeVisible(),
  });
  const list = page.getByRole('table', { name: 'आपके ऑर्डर' });
  await expect(list.getByRole('row').filter({ hasText: delivered })).toContainText('डिलीवर हुआ');
  await expect(list.getByRole('row').filter({ hasText: undelivered })).toContainText('भेजा गया');
  const tracking = page.getByRole('list', { name: `ऑर्डर ${delivered} की ट्रैकिंग` });
  await expect(tracking.getByRole('listitem').filter({ hasText: 'डिलीवर हुआ' })).toContainText(/\d{1,2} [\u0900-\u097F]+ \d{4}/);
  await expect(page.getByRole('list', { name: 'आपका पार्सल' }).first()).toContainText('डिलीवरी की कोशिश नाकाम रही');

  // the order with the failed delivery: its card, then the link's page, a new day chosen
  await list.getByRole('link', { name: `ऑर्डर ${undelivered}: विवरण और प्रूफ़` }).click();
  await page.waitForURL(`**/hi/oandr/order/${undelivered}`);
  await visitInHindi(page, 'oandr/order/[orderId]', `/hi/oandr/order/${undelivered}`, {
    words: codes,
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: `ऑर्डर ${undelivered}` })).toBeVisible(),
  });
  const card = page.getByRole('region', { name: 'हम आपका ऑर्डर डिलीवर नहीं कर सके' });
  await expect(card).toContainText('Customer not available');
  await expect(page.getByText('इस ऑर्डर को प्रूफ़ की ज़रूरत नहीं है।')).toBeVisible();
  await card.getByRole('link', { name: 'चुनें कि आगे क्या हो' }).click();
  await page.waitForURL(/\/hi\/oandr\/delivery\/[A-Za-z0-9_.-]+$/);
  await visitInHindi(page, 'oandr/delivery/[token]', new URL(page.url()).pathname, {
    words: codes,
    ready: (p) => expect(p.getByRole('group', { name: 'हम क्या करें?' })).toBeVisible(),
  });
  await page.getByRole('button', { name: 'मेरा जवाब भेजें' }).click();
  await expect(page.getByText('अगली कोशिश के लिए एक दिन चुनें।')).toBeVisible();
  await page.screenshot({ path: shot('hindi-tracking-delivery-360'), fullPage: true });
  expect(await englishOnPage(page, codes)).toEqual([]);
  const days = page.getByRole('group', { name: 'अगली कोशिश का दिन' }).getByRole('button');
  const day = (await days.first().textContent())!.trim();
  expect(day).toMatch(/^[\u0900-\u097F]+, \d{1,2} [\u0900-\u097F]+ \d{4}$/); // 'सोमवार, 30 नवंबर 2026'
  await days.first().click();
  await page.getByRole('button', { name: 'मेरा जवाब भेजें' }).click();
  await expect(page.getByTestId('ndr-answer')).toHaveText(`धन्यवाद! हम कूरियर से ${day} को डिलीवर करने को कहेंगे।`);
  await page.screenshot({ path: shot('hindi-tracking-delivery-answered-360'), fullPage: true });
  expect(await englishOnPage(page, codes)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // the delivered order: "Return or exchange" from the list, the form's checks and the request, in Hindi
  await page.goto('/hi/oandr');
  await page.getByRole('link', { name: `वापसी या बदली: ऑर्डर ${delivered}` }).click();
  await page.waitForURL(`**/hi/oandr/return/${delivered}`);
  await visitInHindi(page, 'oandr/return/[orderId]', `/hi/oandr/return/${delivered}`, {
    words: [...codes, ...itemWords, ...upiExample],
    ready: (p) => expect(p.getByRole('heading', { level: 1, name: `वापसी या बदली: ऑर्डर ${delivered}` })).toBeVisible(),
  });
  const form = page.getByRole('form', { name: `ऑर्डर ${delivered} लौटाएँ या बदलें` });
  await form.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(form.getByText('लौटाने के लिए कम से कम एक सामान चुनें।')).toBeVisible();
  await expect(form.getByText('कारण चुनें।')).toBeVisible();
  await page.screenshot({ path: shot('hindi-tracking-return-checks-360'), fullPage: true });
  expect(await englishOnPage(page, [...codes, ...itemWords, ...upiExample])).toEqual([]);
  await form.getByRole('combobox', { name: /^लौटाने की संख्या: / }).selectOption('1');
  await form.getByRole('combobox', { name: 'कारण' }).selectOption({ label: 'अब ज़रूरत नहीं' });
  await form.getByRole('textbox', { name: 'पैसे वापस पाने के लिए आपकी UPI ID' }).fill('sunita@okaxis');
  await form.getByRole('button', { name: 'अनुरोध भेजें' }).click();
  await expect(page.getByTestId('return-done')).toContainText('आपका वापसी अनुरोध');
  const number = (await page.getByTestId('return-number').textContent())!.trim();
  await page.screenshot({ path: shot('hindi-tracking-return-sent-360'), fullPage: true });
  expect(await englishOnPage(page, [...codes, ...itemWords, ...upiExample, ...codeWords(number)])).toEqual([]);

  // the return on the order's timeline, in Hindi
  await page.getByTestId('return-done').locator('xpath=..').getByRole('link', { name: 'ऑर्डर और वापसी' }).click();
  await page.waitForURL('**/hi/oandr');
  const steps = page.getByRole('list', { name: `वापसी ${number} के चरण` });
  await expect(steps.getByRole('listitem').first()).toContainText('वापसी का अनुरोध किया गया');
  await page.screenshot({ path: shot('hindi-tracking-return-timeline-360'), fullPage: true });
  expect(await englishOnPage(page, [...codes, ...codeWords(number)])).toEqual([]);
  await staff.api.dispose();
  await session.api.dispose();
});
