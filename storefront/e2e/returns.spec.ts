/**
 * Issue 24, returns end to end: a customer (on a 360 px phone) asks to return a delivered catalogue order with a
 * photo; the team (desktop back office) approves with a pickup AWB, marks it picked up and received, and refunds with
 * a UTR; the customer sees "Refunded" with the amount on the timeline and downloads the credit note. A custom-printed
 * order offers only the shop's-fault reasons.
 */
import { type Browser, type Page, expect as baseExpect, test } from '@playwright/test';
import { ADMIN, shot } from './helpers';
import { CUSTOMER, logInByApi, makePng } from './studio-helpers';
import { customerSession, deliveredCatalogueOrder, deliveredCustomOrder, staffSession } from './returns-helpers';

// the walk crosses two apps on a shared, busy machine: each wait may take longer than the suite's 10 s
const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 360, height: 780 };
const UTR = `UTR${Date.now()}`;

test.use({ viewport: PHONE });

async function teamPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/office/#/login');
  await page.getByLabel('Phone Number').fill(ADMIN.phone);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login to Team Dashboard' }).click();
  await expect(page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  return page;
}

/** Opens a dialog with the step's button, fills it, and submits with its own button. */
async function step(page: Page, button: string, dialogName: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>, submit: string) {
  await page.getByRole('group', { name: 'Return steps' }).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await fill(dialog);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('a delivered catalogue order: asked with a photo, approved with a pickup AWB, received, refunded with a UTR, credit note downloaded', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000); // two people, two apps, six steps
  const customer = await customerSession(baseURL!);
  const staff = await staffSession(baseURL!);
  const orderId = await deliveredCatalogueOrder(customer, staff, [
    { catalogue_item_id: 2, size: 'M', quantity: 2 },
    { catalogue_item_id: 6, size: 'L', quantity: 1 },
  ]);

  // the customer, on a phone: "Return or exchange" beside the delivered order on the customer home
  await logInByApi(page);
  await page.goto(`/customerpilot?phone_number=${CUSTOMER.phone}`);
  await page.getByRole('link', { name: `Return or exchange: order ${orderId}` }).click();
  await expect(page.getByRole('heading', { name: `Return or exchange: order ${orderId}` })).toBeVisible();
  await page.getByRole('combobox', { name: /Quantity to return: Medieval Pink, size M/ }).selectOption('1');
  await page.getByLabel('Reason').selectOption({ label: 'Print defect (smudged, faded, cracked or misplaced)' });
  await page.getByLabel('Note (optional)').fill('The print on the front is smudged.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Add at least one photo that shows the fault.')).toBeVisible(); // checked before sending
  await expect(page.getByText('Enter the UPI ID the refund should go to.')).toBeVisible(); // a COD order's refund
  await page.getByLabel(/Photos/).setInputFiles({ name: 'smudge.png', mimeType: 'image/png', buffer: await makePng(page, 400, '#c50404', 'SMUDGE') });
  await page.getByLabel('Your UPI ID for the refund').fill('priya.sharma@okaxis');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: shot('return-form-360'), fullPage: true });
  await page.getByRole('button', { name: 'Send request' }).click();
  const number = (await page.getByTestId('return-number').textContent())!.trim();
  expect(number).toMatch(/^RT-\d{2}-\d{6}$/);
  await page.screenshot({ path: shot('return-requested-360'), fullPage: true });

  // the team, on a desktop: the queue, the return's page, each step
  const team = await teamPage(browser, baseURL!);
  await team.goto('/office/#/returns');
  await expect(team.getByRole('tab', { name: /Requested \(\d+\)/ })).toBeVisible();
  await team.getByRole('row').filter({ hasText: number }).click();
  await expect(team.getByRole('heading', { name: number, exact: true })).toBeVisible();
  await expect(team.getByRole('img', { name: `Photo 1 of return ${number}` })).toBeVisible();
  await expect(team.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
  await shot_(team, 'return-team-requested');
  await step(team, 'Approve', `Approve return ${number}`, async (dialog) => {
    await dialog.getByRole('combobox', { name: 'Pickup courier' }).click();
    await team.getByRole('option', { name: 'Delhivery' }).click();
    await dialog.getByRole('textbox', { name: 'Pickup AWB' }).fill('DLV12345678');
  }, 'Approve');
  const progress = team.getByRole('region', { name: 'Pickup and refund' });
  await expect(progress.getByText('Delhivery, AWB DLV12345678')).toBeVisible();
  await step(team, 'Picked up', `Return ${number} picked up`, async () => undefined, 'Picked up');
  await step(team, 'Mark received', `Receive return ${number}`, async () => undefined, 'Mark received');
  await step(team, 'Refund', `Refund return ${number}`, async (dialog) => {
    await expect(dialog.getByRole('textbox', { name: /Amount/ })).toHaveValue(/^\d+\.\d{2}$/); // the server's computation
    await dialog.getByRole('textbox', { name: /UTR/ }).fill(UTR);
  }, 'Refund');
  await expect(progress.getByText(new RegExp(`UTR ${UTR}`))).toBeVisible();
  await shot_(team, 'return-team-refunded');
  const refunded = (await progress.getByText(new RegExp(`UTR ${UTR}`)).textContent())!.match(/₹[\d,]+\.\d{2}/)![0];

  await team.goto('/office/#/accounts');
  const row = team.getByRole('table', { name: 'Refunds' }).getByRole('row').filter({ hasText: UTR });
  await expect(row).toContainText(CUSTOMER.phone);
  await expect(row).toContainText(refunded);
  await expect(team.getByTestId('totals').first()).toContainText('Total Refunds: Rs.');
  await row.scrollIntoViewIfNeeded();
  await shot_(team, 'accounts-with-refund');
  await team.context().close();

  // the customer sees "Refunded" with the amount, and downloads the credit note
  await page.goto('/oandr');
  const steps = page.getByRole('list', { name: `Steps of return ${number}` });
  const last = steps.getByRole('listitem').filter({ hasText: 'Refunded' });
  await expect(last).toHaveClass(/done/);
  await expect(last).toContainText(refunded);
  await expect(last).toContainText(UTR);
  await steps.locator('..').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('return-refunded-timeline-360') });
  const link = steps.locator('..').getByRole('link', { name: 'Download credit note' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
  await customer.api.dispose();
  await staff.api.dispose();
});

test('a custom-printed order offers only the shop’s-fault reasons', async ({ page, baseURL }) => {
  const customer = await customerSession(baseURL!);
  const staff = await staffSession(baseURL!);
  await page.goto('/');
  const orderId = await deliveredCustomOrder(customer, staff, await makePng(page, 600, '#0f77c0', 'MINE'));
  await logInByApi(page);
  await page.goto('/oandr');
  await page.getByRole('link', { name: `Return or exchange: order ${orderId}` }).click();
  await expect(page.getByLabel('Reason').locator('option')).toHaveText([
    'Choose a reason',
    'Print defect (smudged, faded, cracked or misplaced)',
    'Damaged in transit',
    'Wrong item received',
    'A size other than ordered',
  ]);
  await expect(page.getByText('A custom print was made for you alone, so it comes back only for our faults.')).toBeVisible();
  await page.screenshot({ path: shot('return-custom-print-reasons-360'), fullPage: true });
  await customer.api.dispose();
  await staff.api.dispose();
});

const shot_ = (page: Page, name: string) => page.screenshot({ path: shot(name), fullPage: true });
