/**
 * Cash on delivery that pays (issue 49), on a 360 px phone: with a Rs 49 COD fee, a COD order's page offers to pay
 * now by UPI without the fee; once the payment is confirmed the order is prepaid and the offer goes.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { shot } from './helpers';
import { customerSession, staffSession } from './returns-helpers';
import { logInByApi } from './studio-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const ROOT = join(__dirname, '..', '..');

/** The owner's COD fee, set in the shop's own database (the Django admin's money rules page does the same). */
function codFee(rupees: string): void {
  const code = `from core.catalogue.models import ShopSettings; ShopSettings.objects.update_or_create(pk=1, defaults={"cod_fee": "${rupees}"})`;
  execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'shell', '-c', code], { cwd: ROOT, stdio: 'ignore' });
}

test.use({ viewport: { width: 360, height: 780 } });
test.afterAll(() => codFee('0'));

test('a COD order offers "pay now by UPI and save", and paid it becomes prepaid', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  codFee('49');
  const customer = await customerSession(baseURL!);
  const placed = await customer.api.post('/api/orders/checkout/', {
    data: { items: [{ catalogue_item_id: 1, size: 'M', quantity: 1 }], payment_method: 'cod' },
    headers: { 'X-CSRFToken': await customer.csrf(), 'Idempotency-Key': `cod-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { order_id: string; amount: number; breakdown: { cod_fee: number } };
  expect(order.breakdown.cod_fee).toBe(49);

  await logInByApi(page);
  await page.goto(`/oandr/order/${order.order_id}`);
  const offer = page.getByRole('region', { name: 'Pay now by UPI and save Rs 49' });
  await expect(offer).toBeVisible();
  await expect(offer.getByText(/^Pay ₹[\d,.]+ by UPI$/)).toBeVisible();
  await expect(offer.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?/);
  await expect(offer.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  await page.screenshot({ path: shot('cod-pay-now-offer-360'), fullPage: true });

  // the payment is confirmed (as the bank statement's match does, through the one order door)
  const staff = await staffSession(baseURL!);
  const paid = await staff.api.patch('/api/paymentupdate/', {
    data: { order_id: order.order_id, payment_status: 'paid' },
    headers: { 'X-CSRFToken': await staff.csrf() },
  });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order ${order.order_id}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /Pay now by UPI and save/ })).toHaveCount(0);
  const mine = (await (await customer.api.get(`/api/orders/${order.order_id}/pay-now/`)).json()) as { offered: boolean };
  expect(mine.offered).toBe(false);
});
