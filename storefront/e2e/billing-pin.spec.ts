import { expect, test } from '@playwright/test';
import { shot } from './helpers';
import { staffSession } from './returns-helpers';
import { logInByApi } from './studio-helpers';

const GSTIN = '29AABCT1332L1ZA'; // Karnataka
const PIN_ELSEWHERE =
  "The PIN code 411001 is in Maharashtra, but your GSTIN is registered in Karnataka: enter your billing address's PIN code in Karnataka.";

test('on a phone, a business gives its billing PIN code and state (another state’s PIN is refused under the field) and its order is placed', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await logInByApi(page);
  await page.goto('/bag');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'rangrez.bag.v1',
      JSON.stringify([{ itemId: 1, name: 'Bleu Renaissance', price: 699, color: 'Blue', size: 'M', quantity: 2, image: null }]),
    ),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Buying for a business? Add your GSTIN' }).click();
  await page.getByLabel('Business legal name').fill('Tarang Textiles Pvt Ltd');
  await page.getByLabel('GSTIN').fill(GSTIN);
  // the billing state is chosen from the GSTIN's first two digits
  await expect(page.getByLabel('Billing state')).toHaveValue('Karnataka');
  await page.getByLabel('Billing address').fill('4 Mission Road, Richmond Town');
  const pin = page.getByLabel('Billing PIN code');
  await pin.fill('411001'); // Pune: the delivery city's, not the business's
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(pin).toHaveAttribute('aria-invalid', 'true');
  await expect(pin).toHaveAccessibleDescription(PIN_ELSEWHERE);
  await pin.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('business-billing-pin-refused-360') });

  await pin.fill('560027');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!');
  const orderId = (await page.getByTestId('order-id').textContent())?.trim() ?? '';
  await page.screenshot({ path: shot('business-billing-pin-ordered-360'), fullPage: true });

  // the desk sees the billing PIN code and state on the order's business
  const staff = await staffSession(baseURL!);
  const order = (await (await staff.api.get(`/api/office/orders/${orderId}`)).json()) as { business: { pin_code: string; state: string } | null };
  expect(order.business).toEqual(expect.objectContaining({ pin_code: '560027', state: 'Karnataka' }));
});
