import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { logInByApi } from './studio-helpers';

const shot = (name: string) => `e2e/screenshots/${name}.png`;
const csrf = async (page: Page) => ((await (await page.context().request.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
const STAND_IN = readFileSync(join(__dirname, 'razorpay-stand-in.js'), 'utf8');
// scripts/test-shops.sh gives the test shops a payment gateway (core/tests/e2e_gateway.py) unless E2E_PAYMENT_GATEWAY=0
const GATEWAY = process.env.SHOP_PAYMENT_GATEWAY ?? '';
const KEY_SECRET = process.env.SHOP_RAZORPAY_KEY_SECRET ?? '';

test.use({ viewport: { width: 360, height: 780 } });

test.describe('paying an order online', () => {
  test.skip(!GATEWAY || !KEY_SECRET, 'the test shop has no payment gateway (E2E_PAYMENT_GATEWAY=0)');

  test('a customer pays a UPI order through the checkout and sees it paid, without any staff step', async ({ page }) => {
    // Razorpay's checkout script is answered by the local stand-in: nothing is downloaded
    const scripts: string[] = [];
    await page.route('https://checkout.razorpay.com/**', (route) => {
      scripts.push(route.request().url());
      return route.request().url() === 'https://checkout.razorpay.com/v1/checkout.js'
        ? route.fulfill({ contentType: 'application/javascript', body: STAND_IN })
        : route.abort();
    });
    await page.addInitScript((secret) => {
      (window as unknown as { __RAZORPAY_STAND_IN_SECRET: string }).__RAZORPAY_STAND_IN_SECRET = secret;
    }, KEY_SECRET);
    await logInByApi(page);
    await page.goto('/bag');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'rangrez.bag.v1',
        JSON.stringify([{ itemId: 1, name: 'Bleu Renaissance', price: 699, color: 'Glow Pink', size: 'M', quantity: 2, image: null }]),
      ),
    );
    await page.reload();
    await page.getByLabel('UPI (5% off under ₹5000)').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!');
    const orderId = (await page.getByTestId('order-id').textContent())?.trim() ?? '';

    // Pay now is an extra offer: the UPI QR stays beside it
    const payNow = page.getByRole('button', { name: /^Pay now ₹/ });
    await expect(payNow).toBeVisible();
    await expect(page.getByTestId('upi-payment')).toBeVisible();
    expect(scripts).toEqual([]); // the checkout's script is loaded only when asked to pay
    await page.screenshot({ path: shot('pay-online-offer'), fullPage: true });

    // a failed attempt, then the checkout closed: not paid, and a way to try again
    await payNow.click();
    const checkout = page.getByRole('dialog', { name: 'Razorpay Checkout (stand-in)' });
    await expect(checkout).toContainText(`Order ${orderId}`);
    await expect(checkout).toContainText('key rzp_test_');
    await checkout.getByRole('button', { name: 'Fail' }).click();
    await checkout.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('pay-now').getByRole('alert')).toContainText('Payment not completed - try again');
    await page.screenshot({ path: shot('pay-online-not-completed'), fullPage: true });

    // the second try goes through: the order is paid at once, and the UPI QR goes away
    await page.getByRole('button', { name: 'Try again' }).click();
    const confirmed = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${orderId}/pay/confirm/`) && r.request().method() === 'POST');
    await checkout.getByRole('button', { name: 'Pay' }).click();
    expect((await confirmed).status()).toBe(200);
    await expect(page.getByTestId('pay-now-paid')).toHaveText(`Payment received: order ${orderId} is paid.`);
    await expect(page.getByTestId('upi-payment')).toHaveCount(0);
    expect(scripts).toEqual(['https://checkout.razorpay.com/v1/checkout.js']);
    await page.screenshot({ path: shot('pay-online-paid'), fullPage: true });

    // the shop says so too: the order is paid, and nobody of the team marked it
    const list = (await (await page.context().request.get('/api/order/customerlist/')).json()) as {
      order_details: { order_id: string; payment_status: string; payment_method: string }[];
    };
    expect(list.order_details.find((o) => o.order_id === orderId)).toMatchObject({ payment_status: 'paid', payment_method: 'upi' });

    // the order's page offers no second payment: the server says it is not payable online, and no gateway order is asked
    const gatewayOrders: string[] = [];
    page.on('request', (r) => r.url().endsWith(`/api/orders/${orderId}/pay/`) && gatewayOrders.push(r.method()));
    const asked = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${orderId}/pay-now/`) && r.request().method() === 'GET');
    await page.goto(`/oandr/order/${orderId}`);
    await expect(page.getByRole('heading', { name: `Order ${orderId}` })).toBeVisible();
    expect(((await (await asked).json()) as { payable_online: boolean }).payable_online).toBe(false);
    await expect(page.getByRole('button', { name: /^Pay now/ })).toHaveCount(0);
    expect(gatewayOrders).toEqual([]);
    // and the server still refuses a gateway order for a paid order
    const again = await page.context().request.post(`/api/orders/${orderId}/pay/`, { headers: { 'X-CSRFToken': await csrf(page) } });
    expect(again.status()).toBe(409);
  });

  test("an unpaid order's page offers Pay now and pays", async ({ page }) => {
    await page.route('https://checkout.razorpay.com/**', (route) =>
      route.request().url() === 'https://checkout.razorpay.com/v1/checkout.js'
        ? route.fulfill({ contentType: 'application/javascript', body: STAND_IN })
        : route.abort(),
    );
    await page.addInitScript((secret) => {
      (window as unknown as { __RAZORPAY_STAND_IN_SECRET: string }).__RAZORPAY_STAND_IN_SECRET = secret;
    }, KEY_SECRET);
    await logInByApi(page);
    await page.goto('/bag');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'rangrez.bag.v1',
        JSON.stringify([{ itemId: 1, name: 'Bleu Renaissance', price: 699, color: 'Glow Pink', size: 'L', quantity: 1, image: null }]),
      ),
    );
    await page.reload();
    await page.getByLabel('UPI (5% off under ₹5000)').check();
    await page.getByRole('button', { name: 'Place order' }).click();
    const orderId = (await page.getByTestId('order-id').textContent())?.trim() ?? '';

    await page.goto(`/oandr/order/${orderId}`);
    await page.getByRole('button', { name: /^Pay now ₹/ }).click();
    await page.getByRole('dialog', { name: 'Razorpay Checkout (stand-in)' }).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByTestId('pay-now-paid')).toHaveText(`Payment received: order ${orderId} is paid.`);
    await page.screenshot({ path: shot('pay-online-order-page'), fullPage: true });
  });
});
