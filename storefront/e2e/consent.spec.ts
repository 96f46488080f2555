/**
 * Consent per purpose (DPDP Act 2023, ss.5-6) and the bag left behind, at 360 px: the notice at checkout with one
 * tick per purpose, withdrawal in one click in My account, both events in the data download; the sign-up's ticks,
 * the kept bag's one reminder (none after withdrawal) and its link that restores the bag.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { loginAsGuest, randomPhone, shot } from './helpers';
import { lastEmail } from './mail-helpers';

const ROOT = join(__dirname, '..', '..');
const PASSWORD = 'Rangrez@Consent7';
const MARKETING = /E-mail me new designs and offers/;

function python(args: string[], env: Record<string, string> = {}): string {
  return execFileSync(join(ROOT, '.venv', 'bin', 'python'), args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function zipEntry(zip: string, name: string): string {
  return python(['-c', 'import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]).decode())', zip, name]);
}

/** Signs up on /register at 360 px, ticking only the purposes named. */
async function signUp(page: Page, tick: RegExp[]) {
  const phone = randomPhone();
  const who = { phone, email: `c${phone}@example.com` };
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  const fields: [string, string][] = [
    ['Full name', 'Consent Customer'],
    ['Email', who.email],
    ['Phone number', phone],
    ['Area', '5 Park Street'],
    ['Landmark', 'Near the museum'],
    ['State', 'West Bengal'],
    ['City/Town', 'Kolkata'],
    ['Pin code', '700016'],
    ['Password', PASSWORD],
    ['Confirm password', PASSWORD],
  ];
  for (const [label, value] of fields) await form.getByLabel(label, { exact: true }).fill(value);
  for (const name of tick) await form.getByRole('checkbox', { name }).check();
  await page.screenshot({ path: shot('consent-signup-360'), fullPage: true });
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration successful!')).toBeVisible();
  await page.waitForURL('**/login');
  await loginAsGuest(page, phone, PASSWORD);
  await page.waitForURL(`**/customerpilot?phone_number=${phone}`);
  return who;
}

async function putInBag(page: Page) {
  await page.goto('/brevity/1');
  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Add to Bag' }).click();
  await expect(page.getByText(/\(M\) is in your bag\./)).toBeVisible();
}

/** Puts a piece in the bag and waits until the browser has kept the bag on the server. */
async function leaveBag(page: Page) {
  await putInBag(page);
  await expect
    .poll(async () => ((await (await page.context().request.get('/api/me/bag/')).json()) as { lines: unknown[] }).lines.length)
    .toBe(1);
}

/** Runs the reminders as cron would, with every kept bag already due. */
function sendBagReminders(): string {
  return python(['manage.py', 'send_bag_reminders'], { SHOP_BAG_REMINDER_HOURS: '0' });
}

/** How many bag reminders were recorded to an address. */
function bagReminders(to: string): number {
  const code = `from core.notifications.models import OutgoingEmail as E; print(E.objects.filter(to_email__iexact=${JSON.stringify(to)}, kind="bag_remind").count())`;
  return Number(python(['manage.py', 'shell', '-c', code]).trim().split('\n').at(-1)); // the last line: the shell may say what it imported first
}

test.describe('consent and the bag left behind', () => {
  // each walk starts Django two or three times (the reminders, the e-mail log): on a loaded machine that alone
  // is a minute
  test.describe.configure({ timeout: 240_000 });
  test.beforeEach(async ({ page }) => page.setViewportSize({ width: 360, height: 740 }));

  test('checkout: the notice, only marketing e-mail ticked, withdrawn in one click, both in the data download', async ({ page }) => {
    const who = await signUp(page, []);
    await putInBag(page);
    await page.goto('/bag');
    const notice = page.getByRole('group', { name: 'Your data and your choices' });
    await expect(notice.getByText(/Order updates .* need no tick/)).toBeVisible();
    await expect(notice.getByText(/grievance officer/)).toBeVisible();
    for (const box of await notice.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
    await notice.getByRole('checkbox', { name: MARKETING }).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shot('consent-checkout-360'), fullPage: true });
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!');

    await page.goto(`/customerpilot?phone_number=${who.phone}`);
    const choices = page.getByRole('region', { name: 'Your choices' });
    const marketing = choices.getByRole('listitem', { name: MARKETING });
    await expect(marketing.getByText(/You agreed on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(choices.getByRole('listitem', { name: /WhatsApp/ }).getByText('Not agreed')).toBeVisible();
    await page.screenshot({ path: shot('consent-my-choices-360'), fullPage: true });
    await marketing.getByRole('button', { name: 'Withdraw' }).click();
    await expect(marketing.getByText('Not agreed')).toBeVisible();
    await expect(marketing.getByRole('button', { name: 'Agree' })).toBeVisible();
    await page.screenshot({ path: shot('consent-withdrawn-360'), fullPage: true });

    await page.getByRole('button', { name: 'Download my data' }).click();
    const ready = page.getByRole('link', { name: /^Download my data \(ZIP, / });
    await expect(ready).toBeVisible({ timeout: 30_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), ready.click()]);
    const data = JSON.parse(zipEntry(await download.path(), 'my-data.json')) as {
      consent_events: { purpose: string; action: string; place: string; notice_version: number; wording: string }[];
    };
    expect(data.consent_events.map((e) => [e.purpose, e.action, e.place])).toEqual([
      ['marketing_email', 'given', 'checkout'],
      ['marketing_email', 'withdrawn', 'account'],
    ]);
    expect(data.consent_events[0]!.wording).toMatch(MARKETING);
  });

  test('a bag left behind: one reminder for a customer who agreed at sign-up; its link restores the bag', async ({ page }) => {
    const who = await signUp(page, [MARKETING]);
    await leaveBag(page);
    sendBagReminders();
    const email = await lastEmail(who.email, 'bag_remind', (text) => text.includes('http'), 20);
    expect(email).toContain('withdraw that consent in My account');
    const link = /https?:\/\/\S+\/bag\/restore\/\S+/.exec(email)![0];
    sendBagReminders(); // the reminders run again: no second e-mail
    expect(bagReminders(who.email)).toBe(1);

    await page.evaluate(() => window.localStorage.removeItem('rangrez.bag.v1')); // another device, say
    await page.goto(new URL(link).pathname);
    await expect(page.getByText('Your bag is back.')).toBeVisible();
    await page.screenshot({ path: shot('consent-bag-restored-360'), fullPage: true });
    await page.getByRole('link', { name: 'Go to your bag' }).click();
    await expect(page.getByTestId('bag-line')).toHaveCount(1);
    await page.screenshot({ path: shot('consent-bag-360'), fullPage: true });
  });

  test('a bag left behind by a customer who agreed at sign-up and withdrew in My account: no reminder', async ({ page }) => {
    const who = await signUp(page, [MARKETING]);
    await leaveBag(page);

    await page.goto(`/customerpilot?phone_number=${who.phone}`);
    const marketing = page.getByRole('region', { name: 'Your choices' }).getByRole('listitem', { name: MARKETING });
    await expect(marketing.getByText(/You agreed on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await marketing.getByRole('button', { name: 'Withdraw' }).click(); // one click
    await expect(marketing.getByText('Not agreed')).toBeVisible();
    await page.screenshot({ path: shot('consent-bag-withdrawn-360'), fullPage: true });

    sendBagReminders();
    sendBagReminders();
    expect(bagReminders(who.email)).toBe(0);
    await page.goto('/bag');
    await expect(page.getByTestId('bag-line')).toHaveCount(1); // the bag is still kept, only not reminded of
  });
});
