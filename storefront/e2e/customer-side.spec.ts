/** Customer side: delivery by pincode, following an order on its timeline, ordering a past design again. */
import { type APIRequestContext, type Page, expect, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN, randomPhone, shot } from './helpers';
import { CUSTOMER, logInByApi, makePng } from './studio-helpers';

const checkBox = (page: Page) => page.getByLabel('Check delivery to your pincode');

async function checkPincode(page: Page, pin: string) {
  await checkBox(page).fill(pin);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

/** A second customer's API session, freshly registered: someone else's invoice must stay out of reach. */
async function otherCustomerApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const csrf = async () => ((await (await api.get('/api/csrf/')).json()) as { csrftoken: string }).csrftoken;
  const phone = randomPhone();
  const who = { phone_number: phone, password: 'Rangrez@Other1' };
  const address = { area: '5 Park Street', landmark: 'Near the museum', city: 'Kolkata', state: 'West Bengal', pin_code: '700016' };
  const registered = await api.post('/api/register/', {
    data: { ...who, ...address, name: 'Other Customer', email: `o${phone}@example.com`, confirm_password: who.password },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(registered.status()).toBe(201);
  expect((await api.post('/api/login/', { data: who, headers: { 'X-CSRFToken': await csrf() } })).ok()).toBeTruthy();
  return api;
}

/** A staff member's API session: the admin team moves an order's status the way the back office does. */
async function staffApi(baseURL: string): Promise<{ api: APIRequestContext; csrf: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  const { csrftoken } = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
  const login = await api.post('/api/adminlogin/', { data: { phone_number: ADMIN.phone, password: ADMIN.password }, headers: { 'X-CSRFToken': csrftoken } });
  expect(login.ok()).toBeTruthy();
  const after = (await (await api.get('/api/csrf/')).json()) as { csrftoken: string };
  return { api, csrf: after.csrftoken };
}

test.describe('customer side', () => {
  test('a pincode check on a product page: a metro, another town, an unknown and a malformed pincode', async ({ page }) => {
    await page.goto('/brevity/1');
    await checkPincode(page, '400001');
    const answer = page.locator('#pincode-check-answer');
    await expect(answer).toContainText('Mumbai, Mumbai, Maharashtra');
    await expect(answer).toContainText(/Delivery by (Mon|Tue|Wed|Thu|Fri|Sat), \d{1,2} [A-Z][a-z]{2} \(1-3 days\)/);
    await expect(answer).toContainText('Cash on delivery available for this order.');
    await page.screenshot({ path: shot('pincode-metro'), fullPage: true });

    await checkPincode(page, '682001');
    await expect(answer).toContainText('Kochi, Ernakulam, Kerala');
    await expect(answer).toContainText('(3-5 days)');
    await page.screenshot({ path: shot('pincode-other') });

    await checkPincode(page, '999999');
    await expect(answer).toContainText('We could not find pincode 999999. Please check it.');
    await page.screenshot({ path: shot('pincode-unknown') });
    await checkPincode(page, '1100');
    await expect(answer).toContainText('Enter a valid 6-digit pincode.');
  });

  test("the logged-in customer's own pincode is filled in and checked in the studio", async ({ page }) => {
    await logInByApi(page);
    await page.goto('/pilot');
    await expect(checkBox(page)).toHaveValue(/^\d{6}$/);
    await expect(page.locator('#studio-pincode-answer')).toContainText('Delivery by');
  });

  test('a customer follows an order from placed to delivered on the timeline', async ({ page, baseURL }) => {
    await logInByApi(page);
    const request = page.context().request;
    const { csrftoken } = (await (await request.get('/api/csrf/')).json()) as { csrftoken: string };
    const placed = await request.post('/api/orders/checkout/', {
      data: { items: [{ catalogue_item_id: 2, size: 'S', quantity: 1 }], payment_method: 'cod' },
      headers: { 'X-CSRFToken': csrftoken },
    });
    expect(placed.status()).toBe(201);
    const orderId = ((await placed.json()) as { order_id: string }).order_id;
    const timeline = page.getByRole('list', { name: `Tracking of order ${orderId}` });
    const step = (label: string) => timeline.getByRole('listitem').filter({ hasText: label });

    await page.goto(`/customerpilot?phone_number=${CUSTOMER.phone}`);
    await expect(step('Placed')).toHaveClass(/done/);
    await expect(step('Confirmed')).toHaveClass(/todo/);
    await expect(timeline.locator('..').getByRole('link', { name: 'Download invoice' })).toHaveCount(0);

    const staff = await staffApi(baseURL!);
    for (const [status, label] of [
      ['confirm', 'Confirmed'],
      ['shipped', 'Shipped'],
      ['delivered', 'Delivered'],
    ] as const) {
      // shipping names the courier (here hand delivery, no AWB): the office's ship call, as the back office does
      const moved =
        status === 'shipped'
          ? await staff.api.post(`/api/office/orders/${orderId}/ship`, {
              data: { courier_id: await handDelivery(staff.api) },
              headers: { 'X-CSRFToken': staff.csrf },
            })
          : await staff.api.patch('/api/order/status/', { data: { order_id: orderId, status }, headers: { 'X-CSRFToken': staff.csrf } });
      expect(moved.ok()).toBeTruthy();
      await page.reload();
      await expect(step(label)).toHaveClass(/done/);
      await expect(step(label)).toContainText(/\d{2}\/\d{2}\/\d{4}/);
      if (status === 'confirm') await downloadsTheInvoice(page, orderId, baseURL!);
    }
    await expect(step('Delivered')).toHaveAttribute('aria-current', 'step');
    await timeline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('timeline-delivered'), fullPage: true });

    await page.goto('/oandr');
    await expect(page.getByRole('list', { name: `Tracking of order ${orderId}` }).getByRole('listitem').filter({ hasText: 'Delivered' })).toHaveClass(/done/);
    await staff.api.dispose();
  });

  async function handDelivery(api: APIRequestContext): Promise<number> {
    const couriers = (await (await api.get('/api/office/couriers?filter={"active":true}')).json()) as { id: number; name: string }[];
    return couriers.find(c => c.name === 'Hand delivery')!.id;
  }

  async function downloadsTheInvoice(page: Page, orderId: string, baseURL: string) {
    const box = page.getByRole('list', { name: `Tracking of order ${orderId}` }).locator('..');
    const link = box.getByRole('link', { name: 'Download invoice' });
    await link.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('invoice-link'), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^[A-Z0-9-]+\.pdf$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 4).toString('latin1')).toBe('%PDF');
    const other = await otherCustomerApi(baseURL);
    expect([403, 404]).toContain((await other.get(`/api/orders/${orderId}/invoice.pdf`)).status());
    await other.dispose();
  }

  test('ordering a past design again with one size changed', async ({ page }) => {
    await logInByApi(page);
    await page.goto(`/pilot?phone_number=${CUSTOMER.phone}`);
    await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
    await page.getByLabel('Sleeve', { exact: true }).selectOption('Half Sleeve');
    await page.getByRole('button', { name: 'Black', exact: true }).click();
    await page.getByTestId('design-upload').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await makePng(page, 1200, '#0f77c0', 'AGAIN') });
    await page.getByPlaceholder('Your text').fill('Once more');
    await page.getByRole('button', { name: 'Add text' }).click();
    for (const [size, qty] of [
      ['M', '2'],
      ['L', '1'],
    ]) {
      await page.getByLabel('Size', { exact: true }).selectOption(size!);
      await page.getByLabel('Quantity', { exact: true }).fill(qty!);
      await page.getByRole('button', { name: 'Add size' }).click();
    }
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!', { timeout: 30_000 });
    const first = (await page.getByTestId('order-id').textContent())?.trim() ?? '';

    await page.goto(`/customerpilot?phone_number=${CUSTOMER.phone}`);
    await page.getByRole('link', { name: `Order again: order ${first}` }).click();
    await expect(page).toHaveURL(new RegExp(`/pilot\\?order=${first}`));
    await expect(page.getByText(`Ordering again: order ${first}.`)).toBeVisible();
    await expect(page.getByLabel('Product', { exact: true })).toHaveValue('tshirts');
    await expect(page.locator('.studio-garment')).toHaveAttribute('data-colour', '#222222');
    const sizes = page.getByRole('list', { name: 'Chosen sizes' });
    await expect(sizes.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('tab', { name: 'Front •' })).toBeVisible();
    await page.screenshot({ path: shot('order-again-reopened'), fullPage: true });

    // one size changed: L becomes XL
    await sizes.getByRole('button', { name: 'Remove L' }).click();
    await page.getByLabel('Size', { exact: true }).selectOption('XL');
    await page.getByRole('button', { name: 'Add size' }).click();
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!', { timeout: 30_000 });
    const second = (await page.getByTestId('order-id').textContent())?.trim() ?? '';
    expect(second).not.toBe(first);
    const again = (await (await page.context().request.get(`/api/orders/${second}/design/`)).json()) as {
      sizes: { size: string; quantity: number }[];
      design: { front: { objects: { type: string }[] } };
    };
    expect(again.sizes).toEqual([
      { size: 'M', quantity: 2 },
      { size: 'XL', quantity: 1 },
    ]);
    const layers = again.design.front.objects.map((o) => o.type.toLowerCase());
    expect(layers).toHaveLength(2);
    expect(layers[0]).toBe('image');
    await page.screenshot({ path: shot('order-again-placed'), fullPage: true });
  });

  test("a past order's design is not opened without its owner's session", async ({ page }) => {
    await page.goto('/pilot?order=RZ-AAAAAAAA');
    await expect(page.getByRole('alert').filter({ hasText: 'Please log in first.' })).toBeVisible();
  });
});

test.describe('a fast studio', () => {
  test('the editor loads when the customer starts designing, not with the page, and works at once', async ({ page }) => {
    await logInByApi(page);
    await page.goto('/pilot');
    await page.waitForLoadState('networkidle');
    const frontCanvas = page.getByTestId('print-area-front').locator('canvas');
    await expect(frontCanvas).toHaveCount(0);
    await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
    await page.getByLabel('Sleeve', { exact: true }).selectOption('Half Sleeve');
    // an upload right away is not refused: it waits for the editor
    await page.getByTestId('design-upload').setInputFiles({ name: 'now.png', mimeType: 'image/png', buffer: await makePng(page, 1200, '#b0145a', 'NOW') });
    await expect(frontCanvas.first()).toBeAttached();
    await expect(page.getByRole('tab', { name: 'Front •' })).toBeVisible();
  });
});
