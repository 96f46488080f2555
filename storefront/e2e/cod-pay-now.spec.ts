/**
 * Cash on delivery that pays, on a 360 px phone: with a Rs 49 COD fee, a COD order's page offers to pay now without
 * the fee, by UPI (confirmed by the team from the bank statement) and, when the shop has a payment gateway, through
 * its checkout (here the local stand-in of Razorpay's): once paid the order is prepaid, the fee gone, the offer too.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';
import { shot } from './helpers';
import { customerSession, staffSession } from './returns-helpers';
import { logInByApi } from './studio-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const ROOT = join(__dirname, '..', '..');
const STAND_IN = readFileSync(join(__dirname, 'razorpay-stand-in.js'), 'utf8');
// scripts/test-shops.sh gives the test shops a payment gateway (core/tests/e2e_gateway.py) unless E2E_PAYMENT_GATEWAY=0
const GATEWAY = process.env.SHOP_PAYMENT_GATEWAY ?? '';
const KEY_SECRET = process.env.SHOP_RAZORPAY_KEY_SECRET ?? '';
const OFFER = GATEWAY ? 'Pay now and save Rs 49' : 'Pay now by UPI and save Rs 49';

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
  const offer = page.getByRole('region', { name: OFFER });
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
  await expect(page.getByRole('region', { name: /Pay now (by UPI )?and save/ })).toHaveCount(0);
  const mine = (await (await customer.api.get(`/api/orders/${order.order_id}/pay-now/`)).json()) as { offered: boolean };
  expect(mine.offered).toBe(false);
});

test('a COD order pays now through the checkout and becomes prepaid, the fee gone', async ({ page, baseURL }) => {
  test.skip(!GATEWAY || !KEY_SECRET, 'the test shop has no payment gateway (E2E_PAYMENT_GATEWAY=0)');
  test.setTimeout(120_000);
  codFee('49');
  // Razorpay's checkout script is answered by the local stand-in: nothing is downloaded
  await page.route('https://checkout.razorpay.com/**', (route) =>
    route.request().url() === 'https://checkout.razorpay.com/v1/checkout.js'
      ? route.fulfill({ contentType: 'application/javascript', body: STAND_IN })
      : route.abort(),
  );
  await page.addInitScript((secret) => {
    (window as unknown as { __RAZORPAY_STAND_IN_SECRET: string }).__RAZORPAY_STAND_IN_SECRET = secret;
  }, KEY_SECRET);
  const customer = await customerSession(baseURL!);
  const placed = await customer.api.post('/api/orders/checkout/', {
    data: { items: [{ catalogue_item_id: 1, size: 'L', quantity: 1 }], payment_method: 'cod' },
    headers: { 'X-CSRFToken': await customer.csrf(), 'Idempotency-Key': `cod-online-${Date.now()}` },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { order_id: string; amount: number };
  const mine = async () => {
    const list = (await (await customer.api.get('/api/order/customerlist/')).json()) as {
      order_details: { order_id: string; payment_status: string; payment_method: string; amount: number }[];
    };
    return list.order_details.find((o) => o.order_id === order.order_id)!;
  };
  expect(await mine()).toMatchObject({ payment_method: 'cod', payment_status: 'unpaid' });

  // the page shows the offer without asking the gateway for an order
  const gatewayOrders: string[] = [];
  page.on('request', (r) => r.url().endsWith(`/api/orders/${order.order_id}/pay/`) && gatewayOrders.push(r.method()));
  await logInByApi(page);
  await page.goto(`/oandr/order/${order.order_id}`);
  const offer = page.getByRole('region', { name: 'Pay now and save Rs 49' });
  await expect(offer).toBeVisible();
  const payNow = offer.getByRole('button', { name: /^Pay now ₹/ });
  await expect(payNow).toHaveText(/^Pay now ₹[\d,.]+$/);
  await expect(offer.getByRole('img', { name: /UPI QR code/ })).toBeVisible(); // the UPI way stays beside it
  expect(gatewayOrders).toEqual([]);
  await page.screenshot({ path: shot('cod-pay-now-online-offer-360'), fullPage: true });

  await payNow.click();
  const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout (stand-in)' });
  await expect(checkout).toContainText(`Order ${order.order_id}`);
  await page.screenshot({ path: shot('cod-pay-now-online-checkout-360'), fullPage: true });
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(offer.getByTestId('cod-prepaid')).toContainText(`Order ${order.order_id} is now prepaid`);
  await expect(offer.getByTestId('cod-prepaid')).toContainText('the cash on delivery fee of ₹49 is gone');
  await expect(offer.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
  expect(gatewayOrders).toEqual(['POST']);
  await page.screenshot({ path: shot('cod-pay-now-online-paid-360'), fullPage: true });

  // the shop says so too: prepaid (UPI), paid, for the amount without the fee
  expect(await mine()).toMatchObject({ payment_method: 'upi', payment_status: 'paid', amount: order.amount - 49 });
  await page.reload();
  await expect(page.getByRole('heading', { name: `Order ${order.order_id}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /Pay now (by UPI )?and save/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
  await page.screenshot({ path: shot('cod-pay-now-online-after-360'), fullPage: true });
});
