/** Gift cards: one bought on the storefront, e-mailed to its recipient with its code, and redeemed in part at checkout (360 px). */
import { expect, test } from '@playwright/test';
import { shot } from './helpers';
import { staffSession } from './returns-helpers';
import { logInByApi } from './studio-helpers';
import { lastEmail } from './mail-helpers';

const CODE = /[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}/;

test.use({ viewport: { width: 360, height: 780 } });

const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('a gift card is bought, e-mailed with its code and redeemed in part at checkout', async ({ page, baseURL }) => {
  await logInByApi(page);
  const recipient = `asha${Date.now()}@example.in`;

  // buying it: an amount, the recipient, a message; paid by UPI
  await page.goto('/gift-cards');
  await expect(page.getByRole('heading', { name: 'Gift cards' })).toBeVisible();
  await page.getByLabel(/^Amount/).fill('1000');
  await page.getByLabel("Recipient's name").fill('Asha Rao');
  await page.getByLabel("Recipient's e-mail").fill(recipient);
  await page.getByLabel('Message (optional)').fill('Happy Diwali!');
  const bought = page.waitForResponse((r) => r.url().endsWith('/api/wallet/gift-cards/') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Buy gift card' }).click();
  const card = (await (await bought).json()) as { id: number; status: string };
  expect(card.status).toBe('unpaid');
  await expect(page.getByTestId('gift-card-ordered')).toContainText('pay ₹1,000 by UPI');
  await expect(page.getByTestId('upi-payment')).toBeVisible();
  await page.screenshot({ path: shot('gift-card-bought'), fullPage: true });

  // Accounts sees the UPI payment: the card is sold and e-mailed today
  const staff = await staffSession(baseURL!);
  const paid = await staff.api.post(`/api/office/gift-cards/${card.id}/paid`, { headers: { 'X-CSRFToken': await staff.csrf() } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  const mail = await lastEmail(recipient, 'gift_card', (text) => CODE.test(text));
  expect(mail).toContain('Happy Diwali!');
  expect(mail).toContain('Rs 1000.00');
  const code = CODE.exec(mail)![0];

  // redeemed at checkout: the card pays part of the order, UPI the rest
  await page.goto('/bag');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'rangrez.bag.v1',
      JSON.stringify([{ itemId: 1, name: 'Bleu Renaissance', price: 699, color: 'Glow Pink', size: 'M', quantity: 2, image: null }]),
    ),
  );
  await page.reload();
  await page.getByLabel('UPI (5% off under ₹5000)').check();
  await page.getByLabel('Gift card code').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('gift-card-applied')).toContainText(`Gift card ${code} · balance ₹1,000`);
  const toPay = page.getByTestId('to-pay');
  await expect(toPay).toBeVisible();
  const left = rupees((await toPay.textContent()) ?? '');
  expect(left).toBeGreaterThan(0);
  await page.screenshot({ path: shot('gift-card-in-bag'), fullPage: true });

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!');
  await expect(page.getByTestId('upi-payment')).toContainText(`Pay ₹${left.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`);
  await page.screenshot({ path: shot('gift-card-redeemed'), fullPage: true });

  // the card is spent: checked again, it has nothing left
  const csrf = ((await (await page.context().request.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
  const again = await page.context().request.post('/api/wallet/gift-cards/check/', { data: { code }, headers: { 'X-CSRFToken': csrf } });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { errors: Record<string, string[]> }).errors.gift_card).toEqual(['This gift card has no balance left.']);
  await staff.api.dispose();
});
