/**
 * A failed delivery, end to end: Delhivery pushes a failed attempt to the shop's courier endpoint (its scan push,
 * signed with the shop's token); the customer (a 360 px phone) gets the e-mail about it (and finds it on the order's
 * page), opens the e-mail's link and picks a new day; the desk (desktop back office) sees the answer on the case and records a
 * reattempt, left to send on the courier's panel.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { ADMIN, shot } from './helpers';
import { emailLinks, lastEmail } from './mail-helpers';
import { customerSession } from './returns-helpers';
import { logInByApi } from './studio-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const ROOT = join(__dirname, '..', '..');
const REASON = 'Customer not available, phone switched off';

/** Ships the order with Delhivery (as the board's Ship does), then Delhivery pushes a failed attempt to the
 * shop's courier endpoint as its scan push does; answers the desk's case id and the customer's e-mail address. */
async function failedAttempt(request: APIRequestContext, orderId: string): Promise<{ caseId: string; email: string }> {
  const code = [
    'from core.orders.models import Order',
    'from core.orders.shipping.models import Courier',
    'from core.orders.shipping.services import order_ship',
    `order = Order.objects.get(order_id="${orderId}")`,
    'order_ship(order=order, courier_id=Courier.objects.get(name="Delhivery").pk, awb="DL55501234", actor=None)',
  ].join('\n');
  execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'shell', '-c', code], { cwd: ROOT, encoding: 'utf8' });
  const at = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 19); // IST, as Delhivery sends it
  const push = (status: string, nsl: string, instructions = '') =>
    request.post('/api/couriers/delhivery/events', {
      headers: { Authorization: 'Token e2e-delhivery-push-token' },
      data: { Shipment: { AWB: 'DL55501234', NSLCode: nsl, Status: { Status: status, StatusType: 'UD', StatusDateTime: at, StatusLocation: 'Delhi_Okhla_DC (Delhi)', Instructions: instructions } } },
    });
  const pushed = await push('Pending', 'EOD-11', REASON);
  expect(pushed.status(), await pushed.text()).toBe(200);
  const found = execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'shell', '-c',
    `from core.ndr.models import NdrCase\nc = NdrCase.objects.select_related("order__customer").get(order__order_id="${orderId}")\nprint("case", c.pk, c.order.customer.email)`],
  { cwd: ROOT, encoding: 'utf8' });
  const [, caseId, email] = /^case (\d+) (\S+)$/m.exec(found)!;
  return { caseId: caseId!, email: email! };
}

test.use({ viewport: { width: 360, height: 780 } });

test('the customer picks a new day from the link and the desk sees it', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const customer = await customerSession(baseURL!);
  const placed = await customer.api.post('/api/orders/checkout/', {
    data: { items: [{ catalogue_item_id: 1, size: 'M', quantity: 1 }], payment_method: 'cod' },
    headers: { 'X-CSRFToken': await customer.csrf(), 'Idempotency-Key': `ndr-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { order_id: string }).order_id;
  const { caseId, email } = await failedAttempt(page.request, orderId);

  // the customer's e-mail: the order, the courier's reason and the link to answer
  const mail = await lastEmail(email, 'ndr', (text) => text.includes(orderId));
  expect(mail).toContain(`Delivery of your order ${orderId} failed: choose what happens next`);
  expect(mail).toContain(`The courier says: ${REASON}.`);
  const link = emailLinks(mail).find((href) => href.includes('/oandr/delivery/'))!;
  expect(link).toMatch(/\/oandr\/delivery\/[A-Za-z0-9_.:-]+$/);

  // the order's page shows the failed attempt and a link too
  await logInByApi(page);
  await page.goto(`/oandr/order/${orderId}`);
  const notice = page.getByRole('region', { name: 'We could not deliver your order' });
  await expect(notice).toContainText(REASON);
  await expect(notice.getByRole('link', { name: 'Choose what happens next' })).toBeVisible();

  // the e-mail's link, opened in a browser with no log-in: a new day
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(link);
  await expect(page.getByRole('group', { name: 'What should we do?' })).toBeVisible();
  await expect(page.getByText(REASON)).toBeVisible();
  await page.screenshot({ path: shot('ndr-answer-360'), fullPage: true });
  const days = page.getByRole('group', { name: 'Day of the next attempt' }).getByRole('button');
  const day = (await days.first().textContent())!.trim();
  await days.first().click();
  await page.getByRole('button', { name: 'Send my answer' }).click();
  await expect(page.getByTestId('ndr-answer')).toContainText(`Thank you! We will ask the courier to deliver on ${day}.`);
  await page.screenshot({ path: shot('ndr-answered-360'), fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  // the desk: the case on the list with the answer, then a reattempt recorded
  const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 } });
  const team = await context.newPage();
  await team.goto('/office/#/login');
  await team.getByLabel('Phone Number').fill(ADMIN.phone);
  await team.getByLabel('Password').fill(ADMIN.password);
  await team.getByRole('button', { name: 'Login to Team Dashboard' }).click();
  await expect(team.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await team.goto('/office/#/ndr-cases');
  const row = team.getByRole('row').filter({ hasText: orderId });
  await expect(row).toContainText(REASON);
  await expect(row).toContainText(`Deliver again on ${day.split(', ')[1]}`);
  await expect(row.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/91\d{10}\?text=/);
  await team.screenshot({ path: shot('ndr-desk-list'), fullPage: true });
  await row.getByText(orderId).click(); // the row opens the case
  await expect(team).toHaveURL(new RegExp(`/ndr-cases/${caseId}/show$`));
  await team.getByRole('button', { name: 'Reattempt', exact: true }).click();
  await expect(team.getByText("To send on the courier's panel")).toBeVisible();
  await team.screenshot({ path: shot('ndr-desk-case'), fullPage: true });
  await context.close();
});
