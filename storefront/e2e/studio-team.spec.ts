/**
 * Names and numbers on a phone (360 px): a captain pastes the team's sheet (15 people, copied from a spreadsheet),
 * sees 15 rows, previews one person, and orders; the order has 15 lines with the sheet's sizes, and the production
 * pack the print floor downloads holds 15 print files named for the people, each 3600 x 4800 at 300 DPI. A sheet
 * with missing sizes is refused row by row, each message naming its row, before anything is sent.
 */
import { type APIRequestContext, type Browser, type Page, request as playwrightRequest, expect, test } from '@playwright/test';
import { ADMIN, shot } from './helpers';
import { logInByApi, pngSize } from './studio-helpers';

const TEAM: [string, string, string][] = [
  ['Priya Sharma', '7', 'M'],
  ['Rahul Verma', '10', 'L'],
  ['Arjun Nair', '18', 'XL'],
  ['Kavya Iyer', '3', 'S'],
  ['Rohan Das', '45', 'L'],
  ['Meera Joshi', '9', 'M'],
  ['Vikram Singh', '1', '2XL'],
  ['Ananya Rao', '22', 'S'],
  ['Siddharth Menon', '33', 'M'],
  ['Isha Patel', '5', 'M'],
  ['Karan Mehta', '12', 'L'],
  ['Divya Pillai', '8', 'S'],
  ['Aditya Kulkarni', '99', 'XL'],
  ['Sneha Reddy', '4', 'M'],
  ['Farhan Qureshi', '17', 'L'],
];
const sheet = (rows: string[][]) => ['Name\tNumber\tSize', ...rows.map((r) => r.join('\t'))].join('\n');
const SIZES = 'S, M, L, XL, 2XL, 3XL, 4XL, 5XL';

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await logInByApi(page);
  return page;
}

/** A T-shirt with a name placeholder and a number placeholder on the front. */
async function teamDesign(page: Page): Promise<void> {
  await page.goto('/pilot');
  await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
  await page.getByLabel('Sleeve', { exact: true }).selectOption('Half Sleeve');
  await page.getByRole('button', { name: 'White', exact: true }).tap();
  await expect(page.getByTestId('design-upload')).toBeEnabled();
  await page.getByRole('button', { name: 'Add name placeholder' }).tap();
  await expect(page.getByRole('button', { name: 'Text "NAME"' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Add number placeholder' }).tap();
  await expect(page.getByRole('button', { name: 'Text "10"' })).toHaveCount(1);
}

async function paste(page: Page, text: string): Promise<void> {
  await page.getByLabel('Paste the team (name, number, size a row)').fill(text);
  await page.getByRole('button', { name: 'Add these rows' }).tap();
}

/** The names in a ZIP's central directory, and each stored entry's bytes. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const size = zip.readUInt32LE(at + 20);
    const [nameLen, extraLen, commentLen] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    out.set(name, zip.subarray(data, data + size));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

async function staff(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const { csrftoken } = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
  const login = await api.post('/api/adminlogin/', { data: { phone_number: ADMIN.phone, password: ADMIN.password }, headers: { 'X-CSRFToken': csrftoken } });
  expect(login.ok()).toBeTruthy();
  return api;
}

test.describe('names and numbers', () => {
  test('a team of 15 pasted as a sheet becomes 15 lines, and the pack holds a print file per person', async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const page = await phone(browser);
    await teamDesign(page);
    await paste(page, sheet(TEAM));
    await expect(page.getByTestId('team-row')).toHaveCount(15);
    await expect(page.getByTestId('team-count')).toHaveText('15 people (at most 200)');
    await expect(page.getByLabel('Row 7 size')).toHaveValue('2XL');
    await expect(page.locator('.team-row-errors')).toHaveCount(0);
    // the price is the team's: 15 pieces at the price break of 15
    await expect(page.getByTestId('quote-total')).toBeVisible();

    await page.getByTestId('team-row').nth(8).getByRole('button', { name: 'Preview' }).tap();
    await expect(page.getByTestId('team-preview')).toContainText('Siddharth Menon · 33 · M');
    await page.getByTestId('team-preview').screenshot({ path: shot('team-preview') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shot('team-phone'), fullPage: true });

    await page.getByRole('radio', { name: /UPI/ }).check(); // above the cash-on-delivery limit
    await page.getByRole('button', { name: 'Confirm Order' }).tap();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!', { timeout: 240_000 });
    const orderId = (await page.getByTestId('order-id').textContent())?.trim() ?? '';
    await page.screenshot({ path: shot('team-ordered'), fullPage: true });

    // the customer's order: one line per person with the name and number
    const mine = (await (await page.context().request.get('/api/order/customerlist/')).json()) as {
      order_details: { order_id: string; people: { name: string; number: string; size: string }[] }[];
    };
    const placed = mine.order_details.find((o) => o.order_id === orderId)!;
    expect(placed.people.map((p) => [p.name, p.number, p.size])).toEqual(TEAM);

    // the office: 15 lines with the sheet's sizes, and the pack's print files named for the people
    const office = await staff(baseURL!);
    const card = (await (await office.get(`/api/office/orders/${orderId}`)).json()) as { lines: { size: string; quantity: number; name: string; number: string }[] };
    expect(card.lines.map((l) => [l.name, l.number, l.size])).toEqual(TEAM);
    expect(card.lines.every((l) => l.quantity === 1)).toBe(true);
    const pack = await office.get(`/api/office/orders/${orderId}/pack.zip`);
    expect(pack.ok()).toBeTruthy();
    const files = unzip(Buffer.from(await pack.body()));
    const prints = [...files.keys()].filter((n) => n.endsWith('.png')).sort();
    const folder = orderId.toUpperCase();
    const expected = TEAM.map(([name, number], i) => `${folder}/${folder}-${String(i + 1).padStart(3, '0')}-${name.toUpperCase().replace(/ /g, '-')}-${number}-front.png`);
    expect(prints).toEqual(expected);
    for (const name of prints) expect(pngSize(files.get(name)!)).toEqual({ width: 3600, height: 4800 });
    // two people's files differ (their own name and number), and they are not the design's placeholder print
    expect(files.get(prints[0]!)!.equals(files.get(prints[1]!)!)).toBe(false);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(shot('team-print-01'), files.get(prints[0]!)!);
    writeFileSync(shot('team-print-09'), files.get(prints[8]!)!);
    await office.dispose();
    await page.context().close();
  });

  test('a sheet with missing sizes is refused row by row, each message naming its row', async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await phone(browser);
    await teamDesign(page);
    const rows = TEAM.map((r) => [...r]);
    rows[3]![2] = '';
    rows[11]![2] = '';
    rows[13]![2] = 'XXS';
    await paste(page, sheet(rows));
    await expect(page.getByTestId('team-row')).toHaveCount(15);
    await expect(page.getByTestId('team-count')).toHaveText('15 people (at most 200) · 3 problems to fix');
    await expect(page.getByTestId('team-row').nth(3)).toContainText(`Row 4 (Kavya Iyer): choose a size (${SIZES}).`);
    await expect(page.getByTestId('team-row').nth(11)).toContainText(`Row 12 (Divya Pillai): choose a size (${SIZES}).`);
    await expect(page.getByTestId('team-row').nth(13)).toContainText(`Row 14 (Sneha Reddy): 'XXS' is not a size we print (${SIZES}).`);
    await expect(page.locator('.team-row-errors')).toHaveCount(3);
    await page.getByRole('button', { name: 'Confirm Order' }).tap();
    await expect(page.getByTestId('form-error')).toHaveText("Please check the team's rows: each message names its row.");
    await page.getByTestId('team-row').nth(3).scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('team-missing-sizes'), fullPage: true });
    // fixing the rows clears their messages
    await page.getByLabel('Row 4 size').selectOption('S');
    await page.getByLabel('Row 12 size').selectOption('S');
    await page.getByLabel('Row 14 size').selectOption('M');
    await expect(page.locator('.team-row-errors')).toHaveCount(0);
    await page.context().close();
  });
});
