/** Issue 25: a forgotten password reset from the e-mail, a support ticket answered by the team, the seller's pages. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Page, expect, request as playwrightRequest, test } from '@playwright/test';
import { PRIYA, loginAsGuest, randomPhone, shot } from './helpers';
import { lastEmail } from './mail-helpers';

const ROOT = join(__dirname, '..', '..');
const SUPPORT = { phone: '9000000004', password: 'Rangrez@Support1' };

/**
 * The newest e-mail of a kind to an address, as the task worker recorded it (`manage.py last_email`, the backend's
 * way for tests to read it: the e-mail log never shows a reset e-mail's body). The worker polls every second.
 */
/** One file of a ZIP, read by the checkout's Python (zipfile), as text. */
function zipEntry(zip: string, name: string): string {
  const read = 'import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())';
  return execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['-c', read, zip, name], { encoding: 'utf8' });
}

/** A brand-new customer (registered through the API), so a password change touches no other spec's account. */
async function newCustomer(baseURL: string) {
  const api = await playwrightRequest.newContext({ baseURL });
  const { csrftoken } = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
  const phone = randomPhone();
  const who = { phone, email: `r${phone}@example.com`, password: 'Rangrez@Old42', name: 'Reset Customer' };
  const registered = await api.post('/api/register/', {
    data: {
      name: who.name, phone_number: phone, email: who.email, password: who.password, confirm_password: who.password,
      area: '5 Park Street', landmark: 'Near the museum', city: 'Kolkata', state: 'West Bengal', pin_code: '700016',
    },
    headers: { 'X-CSRFToken': csrftoken },
  });
  expect(registered.status()).toBe(201);
  await api.dispose();
  return who;
}

async function officeLogin(page: Page, who: { phone: string; password: string }) {
  await page.goto('/office/#/login');
  await page.getByLabel('Phone Number').fill(who.phone);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Login to Team Dashboard' }).click();
  await expect(page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' })).toBeVisible();
}

test.describe('trust and the law', () => {
  test('a customer resets a forgotten password from the e-mail and logs in with the new one', async ({ page, baseURL }) => {
    const customer = await newCustomer(baseURL!);
    await page.goto('/login');
    await page.getByRole('region', { name: 'Guest' }).getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Phone number or e-mail').fill(customer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toHaveText(/^If an account matches, we have sent a link/);

    const link = (await lastEmail(customer.email, 'reset', (text) => text.includes('http'), 20)).split('\n').find((line) => line.trim().startsWith('http'))!.trim();
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/reset-password\/[^/]+\/[^/]+$/);
    await page.goto(path);
    await page.getByLabel('New password', { exact: true }).fill('Rangrez@New42');
    await page.getByLabel('Confirm new password').fill('Rangrez@New43');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Passwords do not match.')).toBeVisible();
    await page.getByLabel('Confirm new password').fill('Rangrez@New42');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');
    await page.screenshot({ path: shot('password-reset-done') });

    // the link works once
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link to reset the password is invalid or has expired. Please ask for a new one.');

    await loginAsGuest(page, customer.phone, customer.password);
    await expect(page.getByRole('region', { name: 'Guest' }).getByRole('alert')).toContainText('Customer login failed');
    await loginAsGuest(page, customer.phone, 'Rangrez@New42');
    await page.waitForURL(`**/customerpilot?phone_number=${customer.phone}`);
    await expect(page.getByRole('heading', { name: `Hi, ${customer.name}` })).toBeVisible();
  });

  test('Get Support creates a ticket the team answers in the back office, and the customer sees the answer', async ({ page, browser }) => {
    await loginAsGuest(page, PRIYA.phone, PRIYA.password);
    await page.waitForURL('**/customerpilot?*');
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Get Support' }).click();
    const form = page.getByRole('form', { name: 'Get Support' });
    await form.getByLabel('Subject (optional)').fill('Smudged print on my hoodie');
    const order = form.getByLabel('About an order (optional)');
    await expect(order.locator('option')).not.toHaveCount(1);
    await order.selectOption({ index: 1 });
    await form.getByLabel('How can we help?').fill('The print on the back is smudged. Can you replace it?');
    await form.getByRole('button', { name: 'Open a ticket' }).click();
    const created = form.getByRole('status');
    await expect(created).toContainText(/Your ticket number is GR-\d{2}-\d{6}/);
    const number = /GR-\d{2}-\d{6}/.exec((await created.textContent()) ?? '')![0];

    const office = await browser.newPage();
    await officeLogin(office, SUPPORT);
    await office.goto('/office/#/tickets');
    await office.getByRole('cell', { name: number }).click();
    await expect(office.getByRole('heading', { name: number, exact: true })).toBeVisible();
    await expect(office.getByRole('list', { name: 'Thread' })).toContainText('The print on the back is smudged.');
    await office.getByLabel('Reply or note').fill('Check the print floor’s batch first.');
    await office.getByRole('button', { name: 'Add internal note' }).click();
    await expect(office.getByRole('list', { name: 'Thread' })).toContainText('Internal note, not shown to the customer');
    await office.getByLabel('Reply or note').fill('Sorry about that! A replacement hoodie ships tomorrow.');
    await office.getByRole('button', { name: 'Send reply' }).click();
    await expect(office.getByRole('list', { name: 'Thread' })).toContainText('A replacement hoodie ships tomorrow.');
    await expect(office.getByRole('combobox', { name: 'Status' })).toHaveText('Acknowledged');
    await office.screenshot({ path: shot('ticket-thread-office'), fullPage: true });
    await office.close();

    await page.goto(`/customerpilot?phone_number=${PRIYA.phone}`);
    const row = page.getByRole('list', { name: 'Your support tickets' }).getByRole('listitem').filter({ hasText: number });
    await expect(row).toContainText('Acknowledged');
    await row.getByRole('link', { name: number }).click();
    const thread = page.getByRole('list', { name: 'Messages' });
    await expect(thread).toContainText('A replacement hoodie ships tomorrow.');
    await expect(thread).not.toContainText('print floor');
    await page.screenshot({ path: shot('ticket-thread-storefront'), fullPage: true });
  });

  test('the footer links every seller page at 360 px, and the grievance officer page names the officer', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const support = page.getByRole('contentinfo').getByRole('navigation', { name: 'Support' }).getByRole('link');
    const hrefs = await support.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/about', '/grievance-officer', '/returns', '/shipping', '/payments', '/terms', '/privacy']);
    for (const link of await support.all()) await expect(link).toBeVisible();

    // the newsletter's consent is the text the server records with each sign-up
    const consent = ((await (await page.request.get('/api/newsletter/consent/')).json()) as { text: string }).text;
    await expect(page.locator('#join-the-club')).toContainText(consent);

    for (const href of hrefs) {
      const answer = await page.request.get(href!);
      expect(answer.status(), href!).toBe(200);
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Grievance officer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Grievance officer' })).toBeVisible();
    const officer = page.getByRole('region', { name: 'Grievance officer' });
    await expect(officer).toContainText('within 48 hours, with a ticket number');
    await expect(page.getByRole('region', { name: 'The seller' })).toContainText('GSTIN');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shot('grievance-officer-360'), fullPage: true });
  });

  test('a customer downloads their data and deletes the account, at 360 px, and is logged out', async ({ page, baseURL }) => {
    const customer = await newCustomer(baseURL!);
    await page.setViewportSize({ width: 360, height: 740 });
    await loginAsGuest(page, customer.phone, customer.password);
    await page.waitForURL(`**/customerpilot?phone_number=${customer.phone}`);
    await expect(page.getByText('You have no support tickets.')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shot('customer-home-account-360'), fullPage: true });

    // Download my data: prepared by the task worker while the page shows its progress, then a link to the ZIP
    await page.getByRole('button', { name: 'Download my data' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Preparing your data… \d+%/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Preparing your data' })).toBeVisible();
    await page.screenshot({ path: shot('my-data-preparing-360') });
    const ready = page.getByRole('link', { name: /^Download my data \(ZIP, / });
    await expect(ready).toBeVisible({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shot('my-data-ready-360') });
    const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
    expect(download.suggestedFilename()).toMatch(/^rangrez-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const data = JSON.parse(zipEntry(await download.path(), 'my-data.json')) as { profile: unknown; orders: unknown[] };
    expect(JSON.stringify(data.profile)).toContain(customer.phone);
    expect(data.orders).toEqual([]);
    // a second one while none is being prepared is allowed; the link stays until the fresh copy is ready
    await expect(page.getByRole('button', { name: 'Prepare a fresh copy' })).toBeEnabled();

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog).toContainText('This cannot be undone.');
    await dialog.getByLabel('Password').fill(customer.password);
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(dialog.getByText('Please type DELETE to confirm.')).toBeVisible();
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.screenshot({ path: shot('delete-account-360') });
    await dialog.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page.getByRole('dialog', { name: 'Account deleted' })).toContainText('Your account has been deleted.');
    expect(((await (await page.request.get('/api/me/')).json()) as { authenticated: boolean }).authenticated).toBe(false);

    await loginAsGuest(page, customer.phone, customer.password);
    await expect(page.getByRole('region', { name: 'Guest' }).getByRole('alert')).toContainText('Customer login failed');
  });
});
