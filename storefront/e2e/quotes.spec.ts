import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { randomPhone, shot } from './helpers';
import { makePng } from './studio-helpers';

const DESK = { phone: '9000000002', password: 'Rangrez@Desk1' };
const GSTIN = '29AABCT1332L1ZA';
// the suite runs from storefront/: the back office's screens go beside its own screenshots
const officeShots = join(process.cwd(), '..', 'backoffice', 'e2e', 'screenshots');
const officeShot = (name: string) => {
  mkdirSync(officeShots, { recursive: true });
  return join(officeShots, `${name}.png`);
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function deskLogin(page: Page) {
  await page.goto('/office/#/login');
  await page.getByLabel('Phone Number').fill(DESK.phone);
  await page.getByLabel('Password').fill(DESK.password);
  await page.getByRole('button', { name: 'Login to Team Dashboard' }).click();
  await expect(page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' })).toBeVisible();
}

test('a visitor asks for 120 hoodies with a GSTIN, the desk quotes and sends, the customer accepts, the board shows the quote', async ({ browser }) => {
  test.setTimeout(180_000);
  const customer = await browser.newPage({ viewport: { width: 360, height: 780 } });
  await customer.goto('/bulk');
  await expect(customer.getByRole('heading', { name: 'Bulk orders' })).toBeVisible();
  const form = customer.getByRole('form', { name: 'Ask for a quote' });
  await form.getByLabel('Product').selectOption({ label: 'Hoodie' });
  await form.getByLabel('Colour').selectOption({ label: 'Black' });
  await form.getByLabel('Pieces of size M').fill('60');
  await form.getByLabel('Pieces of size L').fill('40');
  await form.getByLabel('Pieces of size XL').fill('20');
  await expect(form.getByText('120 pieces in all')).toBeVisible();
  const logo = await makePng(customer, 300, '#5b2a86', 'FEST');
  await form.getByLabel('Your artwork (PNG or JPEG)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await form.getByLabel('Area').fill('14 Residency Road');
  await form.getByLabel('Landmark').fill('Near Brigade Road');
  await form.getByLabel('City/Town').fill('Bengaluru');
  await form.getByLabel('State').fill('Karnataka');
  await form.getByLabel('Delivery pincode').fill('560025');
  await form.getByLabel('Needed by').fill(inDays(40));
  await expect(form.getByText(/^Possible: we can deliver to/)).toBeVisible();
  await form.getByLabel('Buying for a business (GST invoice to your GSTIN)').check();
  await form.getByLabel('Business legal name').fill('Tarang Textiles Pvt Ltd');
  await form.getByLabel('GSTIN', { exact: true }).fill(GSTIN);
  await form.getByLabel('Billing address').fill('14 Residency Road, Bengaluru 560025');
  await form.getByLabel('Billing PIN code').fill('560025');
  await form.getByLabel('Full name').fill('Asha Rao');
  const phone = randomPhone();
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Email').fill('asha@tarang.example');
  await form.getByLabel('Password', { exact: true }).fill('Rangrez@Quote26');
  await form.getByLabel('Confirm password').fill('Rangrez@Quote26');
  await customer.screenshot({ path: shot('quote-request-360'), fullPage: true });
  await form.getByRole('button', { name: 'Ask for a quote' }).click();
  await expect(customer.getByText(/We will send your quote within one working day/)).toBeVisible();

  const desk = await browser.newPage();
  await deskLogin(desk);
  await desk.goto('/office/#/quote-requests');
  await desk.getByRole('row').filter({ hasText: 'Tarang Textiles Pvt Ltd' }).first().click();
  await expect(desk.getByText('GSTIN 29AABCT1332L1ZA')).toBeVisible();
  await desk.getByRole('button', { name: 'Make a quote' }).click();
  await expect(desk.getByRole('heading', { name: /^QT-\d{2}-\d{6}$/ })).toBeVisible();
  const number = (await desk.getByRole('heading', { name: /^QT-/ }).textContent())!.trim();
  await expect(desk.getByRole('region', { name: 'Draft revision' })).toBeVisible();
  await desk.screenshot({ path: officeShot('quote-draft'), fullPage: true });
  await desk.getByRole('button', { name: 'Send to customer' }).click();
  await expect(desk.getByTestId('quote-status')).toHaveText('Sent');
  await expect(desk.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?text=/);
  await desk.screenshot({ path: officeShot('quote-sent'), fullPage: true });

  await customer.goto('/customerpilot/quotes');
  await customer.getByRole('link', { name: `Quote ${number}` }).click();
  await expect(customer.getByRole('heading', { name: `Quote ${number}` })).toBeVisible();
  await expect(customer.getByText('IGST')).toBeVisible();
  await customer.screenshot({ path: shot('quote-page-360'), fullPage: true });
  await customer.getByRole('button', { name: 'Accept quote' }).click();
  await expect(customer.getByText(/Your order RZ-[A-Z0-9]{8} is placed/)).toBeVisible();
  await expect(customer.getByTestId('quote-status')).toHaveText('Accepted', { useInnerText: true });
  await customer.screenshot({ path: shot('quote-accepted-360'), fullPage: true });

  await desk.goto('/office/#/board');
  const pending = desk.getByRole('region', { name: 'pending' });
  await expect(pending.getByText(`Business order · ${number}`)).toBeVisible();
  await pending.getByText(`Business order · ${number}`).scrollIntoViewIfNeeded();
  await desk.screenshot({ path: officeShot('quote-order-on-board') });

  await customer.goto(`/customerpilot?phone_number=${phone}`);
  await expect(customer.getByText(`Business order · quote ${number}`)).toBeVisible();
});
