import { type APIRequestContext, type Page, expect, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN, shot } from './helpers';
import { logInByApi } from './studio-helpers';

const BAG = 'rangrez.bag.v1';
const PSALMS = { itemId: 8, name: 'Baby Psalms', price: 699, color: 'Violet Rush', size: 'M', image: null }; // a crop top
const SKIN_SIN = { itemId: 10, name: 'Skin Sin sleeveless Crop', price: 599, color: 'Violet Rush', size: 'M', image: null };

/** The owner's API session, as the back office calls (the vouchers and offers are the owner's). */
async function ownerApi(baseURL: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const first = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
  const login = await api.post('/api/adminlogin/', { data: { phone_number: ADMIN.phone, password: ADMIN.password }, headers: { 'X-CSRFToken': first.csrftoken } });
  expect(login.ok()).toBeTruthy();
  const after = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
  return { api, csrf: after.csrftoken };
}

async function fillBag(page: Page, lines: object[]): Promise<void> {
  await page.goto('/bag');
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: BAG, value: JSON.stringify(lines) });
  await page.reload();
}

test.describe('promotions at 360 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
  });

  test('a voucher is refused with its reason, then accepted once the bag reaches its minimum', async ({ page, baseURL }) => {
    const { api, csrf } = await ownerApi(baseURL!);
    const code = `FEST${Date.now() % 100000}`;
    const made = await api.post('/api/office/vouchers', {
      data: { code, kind: 'percent', value: '10', min_order: '999', max_uses_per_customer: 1 },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(made.status()).toBe(201);

    await logInByApi(page);
    await fillBag(page, [{ ...PSALMS, quantity: 1 }]);
    await expect(page.getByTestId('quote-total')).toHaveText('₹778'); // 699 + 79 shipping
    await page.getByLabel('Discount code').fill(code.toLowerCase());
    await expect(page.getByText(`${code} needs an order of Rs 999 or more; add Rs 300 more`)).toBeVisible();
    await page.screenshot({ path: shot('promotions-code-refused-360'), fullPage: true });

    await page.getByRole('button', { name: 'One more Baby Psalms M' }).click();
    await expect(page.getByText(`Code ${code}`)).toBeVisible();
    await expect(page.getByTestId('quote-total')).toHaveText('₹1,258.20'); // 1398 less 10%
    await expect(page.getByText(/needs an order of/)).toHaveCount(0);
    await page.screenshot({ path: shot('promotions-code-accepted-360'), fullPage: true });
    await api.dispose();
  });

  test('buy 3, the cheapest free: the banner and the line in the bag', async ({ page, baseURL }) => {
    const { api, csrf } = await ownerApi(baseURL!);
    const types = (await (await api.get('/api/catalogue/product-types/')).json()) as { id: number; slug: string }[];
    const cropTop = types.find((t) => t.slug === 'crop-top')!;
    const offer = await api.post('/api/office/offers', {
      data: { name: 'Buy 3, cheapest free', kind: 'buy_n', quantity: 3, percent: '100', product_type_ids: [cropTop.id], banner: 'Buy 3 crop tops, the cheapest is free' },
      headers: { 'X-CSRFToken': csrf },
    });
    expect(offer.status()).toBe(201);
    const { id } = (await offer.json()) as { id: number };
    try {
      await logInByApi(page);
      await fillBag(page, [{ ...PSALMS, quantity: 2 }, { ...SKIN_SIN, quantity: 1 }]);
      await expect(page.getByText('Buy 3 crop tops, the cheapest is free')).toBeVisible();
      await expect(page.getByTestId('offer-line')).toHaveText('Buy 3, cheapest free');
      await expect(page.getByText('−₹599')).toBeVisible();
      await expect(page.getByTestId('quote-total')).toHaveText('₹1,398'); // 699 x 2 + 599 - 599
      await page.screenshot({ path: shot('promotions-buy-3-bag-360'), fullPage: true });
    } finally {
      const off = { name: 'Buy 3, cheapest free', kind: 'buy_n', quantity: 3, percent: '100', product_type_ids: [cropTop.id], active: false };
      await api.put(`/api/office/offers/${id}`, { data: off, headers: { 'X-CSRFToken': csrf } });
      await api.dispose();
    }
  });
});
