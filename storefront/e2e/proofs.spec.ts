/**
 * Proofs, end to end: the desk (desktop back office) marks a pending order as needing a proof and uploads one; the
 * customer (a 360 px phone) asks for a change; the desk uploads revision 2; the customer approves it. Until then the
 * order cannot be confirmed; after, it can, and its job sheet prints who approved which revision and when (IST).
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, type Page, expect as baseExpect, test } from '@playwright/test';
import { ADMIN, shot } from './helpers';
import { logInByApi, makePng } from './studio-helpers';
import { customerSession, staffSession } from './returns-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 360, height: 780 };
const ROOT = join(__dirname, '..', '..');
const NOT_APPROVED = "This order's proof is not approved yet: it can be confirmed once the customer approves it.";

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

async function uploadProof(team: Page, picture: Buffer, note: string): Promise<void> {
  const form = team.getByRole('form', { name: 'Upload a proof' });
  await form.getByLabel('Design').fill('Front logo');
  await form.getByLabel('Note to the customer').fill(note);
  await form.getByLabel('Proof file').setInputFiles({ name: 'mockup.png', mimeType: 'image/png', buffer: picture });
  await form.getByRole('button', { name: 'Upload proof' }).click();
}

/** The job sheet's text, read from the order's production pack by the checkout's Python (zipfile, pypdf). */
function jobSheetText(pack: Buffer, orderId: string): string {
  const file = join(ROOT, 'storefront', 'test-results', `${orderId}-pack.zip`);
  writeFileSync(file, pack);
  const read =
    'import io, sys, zipfile; from pypdf import PdfReader; z = zipfile.ZipFile(sys.argv[1]); ' +
    'pdf = PdfReader(io.BytesIO(z.read(f"{sys.argv[2]}/{sys.argv[2]}-job-sheet.pdf"))); ' +
    'sys.stdout.write(" ".join(" ".join(p.extract_text() for p in pdf.pages).split()))';
  return execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['-c', read, file, orderId], { encoding: 'utf8' });
}

test('a proof asked to change, revision 2 approved, then the order is confirmed with the approval on its job sheet', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const customer = await customerSession(baseURL!);
  const staff = await staffSession(baseURL!);
  const placed = await customer.api.post('/api/orders/checkout/', {
    data: { items: [{ catalogue_item_id: 2, size: 'M', quantity: 3 }], payment_method: 'cod' },
    headers: { 'X-CSRFToken': await customer.csrf(), 'Idempotency-Key': `proofs-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { order_id: string }).order_id;
  const confirm = async () =>
    staff.api.patch('/api/order/status/', { data: { order_id: orderId, status: 'confirm' }, headers: { 'X-CSRFToken': await staff.csrf() } });

  // the desk marks the order and uploads the first proof
  const team = await teamPage(browser, baseURL!);
  await team.goto(`/office/#/orders/${orderId}/show`);
  const proofs = team.getByRole('region', { name: 'Proofs' });
  await proofs.getByRole('button', { name: 'Needs a proof' }).click();
  await expect(proofs.getByText('Waiting for approval')).toBeVisible();
  const blocked = await confirm();
  expect(blocked.status()).toBe(409);
  expect(((await blocked.json()) as { message: string }).message).toBe(NOT_APPROVED);
  await uploadProof(team, await makePng(team, 600, '#c50404', 'LOGO'), 'The logo 25 cm wide, centred.');
  await expect(proofs.getByRole('listitem', { name: 'Front logo, revision 1' })).toBeVisible();

  // the customer, on a phone, asks for a change
  await logInByApi(page);
  await page.goto('/oandr');
  await page.getByRole('link', { name: `Order ${orderId}: details and proofs` }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
  const first = page.getByRole('article', { name: 'Front logo, revision 1' });
  await expect(first.getByRole('img', { name: 'Proof of Front logo, revision 1' })).toBeVisible();
  await expect(first.getByText('From us: The logo 25 cm wide, centred.')).toBeVisible();
  await first.getByRole('button', { name: 'Ask for changes' }).click();
  await first.getByLabel('What should we change?').fill('Please make the logo bigger and white.');
  await first.getByRole('button', { name: 'Send my changes' }).click();
  await expect(first.getByText(/You asked for changes on .*: “Please make the logo bigger and white.”/)).toBeVisible();
  await page.screenshot({ path: shot('proofs-1-customer-asked-changes-360'), fullPage: true });

  // the desk reads the comment and uploads revision 2
  await team.reload();
  await expect(proofs.getByText('“Please make the logo bigger and white.”', { exact: false })).toBeVisible();
  await uploadProof(team, await makePng(team, 600, '#ffffff', 'LOGO'), 'Bigger, in white.');
  await expect(proofs.getByRole('listitem', { name: 'Front logo, revision 2' })).toBeVisible();
  expect((await confirm()).status()).toBe(409);

  // the customer approves revision 2
  await page.reload();
  const second = page.getByRole('article', { name: 'Front logo, revision 2' });
  await expect(second.getByRole('img', { name: 'Proof of Front logo, revision 2' })).toBeVisible();
  await second.getByRole('button', { name: 'Approve this proof' }).click();
  await expect(page.getByText('You approved the proofs: we print your order next.')).toBeVisible();
  await second.getByText('Earlier revisions (1)').click();
  await page.screenshot({ path: shot('proofs-2-customer-approved-360'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // now the order can be confirmed; the desk sees the approval; the job sheet prints it
  expect((await confirm()).status()).toBe(200);
  await team.reload();
  await expect(proofs.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(proofs.getByText(/Approved by .* · \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await team.screenshot({ path: shot('proofs-3-office-order-proofs'), fullPage: true });
  const pack = await staff.api.get(`/api/office/orders/${orderId}/pack.zip`);
  expect(pack.status()).toBe(200);
  const text = jobSheetText(await pack.body(), orderId);
  expect(text).toMatch(/Front logo: revision 2 approved by .+ on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST/);
  await team.context().close();
  await customer.api.dispose();
  await staff.api.dispose();
});
