/**
 * A return refunded as store credit, the customer's choice (360 px): the choice is offered unticked beside the
 * money refund; ticked, no UPI ID is asked; the team refunds it with no UTR (the credit note is issued as for any
 * refund) and the customer's account shows the credit and its history.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { shot } from './helpers';
import { customerSession, deliveredCatalogueOrder, staffSession } from './returns-helpers';
import { CUSTOMER, logInByApi } from './studio-helpers';

const expect = baseExpect.configure({ timeout: 30_000 });
const PHONE = { width: 360, height: 780 };

test.use({ viewport: PHONE });

test('a return refunded to store credit ticked on the form, then shown on the account', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const customer = await customerSession(baseURL!);
  const staff = await staffSession(baseURL!);
  const orderId = await deliveredCatalogueOrder(customer, staff, [{ catalogue_item_id: 2, size: 'M', quantity: 1 }]);

  await logInByApi(page);
  await page.goto(`/oandr/return/${orderId}`);
  await expect(page.getByRole('heading', { name: `Return or exchange: order ${orderId}` })).toBeVisible();
  await page.getByRole('combobox', { name: /Quantity to return: Medieval Pink, size M/ }).selectOption('1');
  await page.getByLabel('Reason').selectOption({ label: 'A size other than ordered' });
  const choice = page.getByRole('checkbox', { name: 'Refund as store credit instead' });
  await expect(choice).not.toBeChecked(); // never preselected: the money refund is the default
  await expect(page.getByLabel('Your UPI ID for the refund')).toBeVisible(); // a COD order's money refund
  await choice.check();
  await expect(page.getByLabel('Your UPI ID for the refund')).toBeHidden();
  await expect(page.getByTestId('return-credit-chosen')).toHaveText('The refund will be added to your store credit, not paid back to you.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: shot('return-credit-chosen-360'), fullPage: true });
  const sent = page.waitForResponse((r) => r.url().includes(`/api/orders/${orderId}/returns/`) && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Send request' }).click();
  const asked = (await (await sent).json()) as { id: number; number: string; refund_to: string };
  expect(asked.refund_to).toBe('credit');
  await expect(page.getByTestId('return-number')).toHaveText(asked.number);

  // the team: the parcel comes back, the refund goes to the credit (no UTR)
  const headers = { 'X-CSRFToken': await staff.csrf() };
  const base = `/api/office/returns/${asked.id}`;
  expect((await staff.api.post(`${base}/approve`, { data: { customer_sends: true }, headers })).ok()).toBeTruthy();
  expect((await staff.api.post(`${base}/receive`, { data: { qc_passed: true }, headers })).ok()).toBeTruthy();
  const refunded = await staff.api.post(`${base}/refund`, { data: {}, headers });
  expect(refunded.ok(), await refunded.text()).toBeTruthy();
  const done = (await refunded.json()) as { refund_amount: string; credit_note_number: string };
  expect(done.credit_note_number).toMatch(/\S/);

  // the customer's account: the credit and the return in its history
  await page.goto(`/customerpilot?phone_number=${CUSTOMER.phone}`);
  const history = page.getByRole('list', { name: 'Store credit history' });
  const amount = Number(done.refund_amount);
  const words = `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })}`;
  await expect(history.getByRole('listitem').filter({ hasText: asked.number }).first()).toContainText(`+${words}`);
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('return-credit-on-account-360'), fullPage: true });
  await customer.api.dispose();
  await staff.api.dispose();
});
