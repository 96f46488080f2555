import { expect, test } from '@playwright/test';
import { pngDpi } from './studio-compare';
import { CUSTOMER, logInByApi, makePng, pickFont, pngSize } from './studio-helpers';

const shot = (name: string) => `e2e/screenshots/${name}.png`;

test.describe('design studio', () => {
  test('a customer designs a front and a back, picks two sizes and confirms', async ({ page }) => {
    await logInByApi(page);
    await page.goto(`/pilot?phone_number=${CUSTOMER.phone}`);
    await expect(page.getByRole('heading', { name: 'Customise Your Product' })).toBeVisible();
    await expect(page.getByText('Select a product to see its preview.')).toBeVisible();

    await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
    await page.getByLabel('Sleeve', { exact: true }).selectOption('Half Sleeve');
    await page.getByRole('button', { name: 'Black', exact: true }).click();
    await expect(page.locator('.studio-garment')).toHaveAttribute('data-colour', '#222222');

    // front: a small picture warns about print quality; undo takes it away; a large one is fine
    const upload = page.getByTestId('design-upload');
    // the upload waits for the editor (fabric.js loads after the page): on a busy machine that takes a moment
    await expect(upload).toBeEnabled();
    await upload.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await makePng(page, 240, '#c50404', 'LOW') });
    await expect(page.getByTestId('dpi-warning')).toContainText('below 150 DPI');
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByTestId('dpi-warning')).toHaveCount(0);
    await page.getByRole('button', { name: 'Redo' }).click();
    await expect(page.getByTestId('dpi-warning')).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await upload.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await makePng(page, 1800, '#f4a300', 'FRONT') });
    await expect(page.getByTestId('dpi-warning')).toHaveCount(0);
    await page.getByPlaceholder('Your text').fill('Rangrez');
    await pickFont(page, 'Pacifico');
    await page.getByRole('button', { name: 'Add text' }).click();
    await page.screenshot({ path: shot('studio-front'), fullPage: true });

    // back: another picture and text
    await page.getByRole('tab', { name: /Back/ }).click();
    await page.getByTestId('design-upload').setInputFiles({
      name: 'back.jpg',
      mimeType: 'image/png',
      buffer: await makePng(page, 1600, '#0f77c0', 'BACK'),
    });
    await page.getByPlaceholder('Your text').fill('Team 2026');
    await page.getByRole('button', { name: 'Add text' }).click();

    // a wrong file type is refused with the specification's words
    await page.getByTestId('design-upload').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please select a valid image file (JPEG, PNG, JPG).')).toBeVisible();

    // two sizes, one of them custom
    await page.getByLabel('Size', { exact: true }).selectOption('M');
    await page.getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add size' }).click();
    await page.getByLabel('Size', { exact: true }).selectOption('More than 5XL');
    await page.getByLabel('Custom size').fill('5');
    await page.getByRole('button', { name: 'Add size' }).click();
    await expect(page.getByText('The custom size must be at least 6.')).toBeVisible();
    await page.getByLabel('Custom size').fill('7');
    await page.getByRole('button', { name: 'Add size' }).click();
    await expect(page.getByRole('list', { name: 'Chosen sizes' }).getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Special instructions').fill('Please keep the logo 10 cm wide.');

    // the live price: 3 x 499 = 1497, free shipping
    await expect(page.getByTestId('quote-total')).toHaveText('₹1,497');
    await page.screenshot({ path: shot('studio-back-and-price'), fullPage: true });

    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!', { timeout: 30_000 });
    const orderId = (await page.getByTestId('order-id').textContent())?.trim() ?? '';
    expect(orderId).toMatch(/^RZ-/);
    await expect(page.getByTestId('my-orders')).toContainText(orderId);
    await page.screenshot({ path: shot('studio-submitted'), fullPage: true });

    // the server stored both print files at 300 DPI (12 x 16 inches: 3600 x 4800) and the two sizes
    const list = (await (await page.context().request.get('/api/order/customerlist/')).json()) as {
      order_details: { order_id: string; sizes: unknown; front: string; back: string; amount: number }[];
    };
    const order = list.order_details.find((o) => o.order_id === orderId)!;
    expect(order.sizes).toEqual([
      { size: 'M', quantity: 2 },
      { size: '7XL', quantity: 1 },
    ]);
    expect(order.amount).toBe(1497);
    for (const url of [order.front, order.back]) {
      const file = await page.context().request.get(url);
      expect(file.headers()['content-type']).toBe('image/png');
      const body = Buffer.from(await file.body());
      expect(pngSize(body)).toEqual({ width: 3600, height: 4800 });
      expect(pngDpi(body)).toBe(300);
    }
  });

  test('on a phone: a hoodie paid by UPI shows the UPI link and QR code', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await logInByApi(page);
    await page.goto('/help/tshirts');
    await expect(page.getByRole('heading', { name: 'Design your T-Shirt' })).toBeVisible();
    await expect(page.getByTestId('delivery-returns')).toContainText('Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days');
    await expect(page.getByTestId('customer-totals')).toContainText('Your total due');
    await page.getByLabel('Product', { exact: true }).selectOption('hoodie');
    await expect(page.getByLabel('Sleeve', { exact: true })).toHaveCount(0);
    await page.getByLabel('Colour as hex').fill('#3469B7');
    await expect(page.getByTestId('design-upload')).toBeEnabled();
    await page.getByTestId('design-upload').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await makePng(page, 1500, '#faef93', 'HOOD') });
    await page.getByLabel('Size', { exact: true }).selectOption('L');
    await page.getByLabel('UPI (5% off under ₹5000)').check();
    await page.getByLabel('Discount code').fill('FEST15');
    // 1099 - 15% = 934.15; UPI 5% = 46.71 -> 887.44 + 79 shipping
    await expect(page.getByTestId('quote-total')).toHaveText('₹966.44');
    await page.screenshot({ path: shot('studio-phone-form'), fullPage: true });
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!', { timeout: 30_000 });
    const pay = page.getByTestId('upi-payment');
    await expect(pay.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', /^upi:\/\/pay\?pa=.+&pn=Rangrez&am=966\.44&cu=INR&tn=RZ-/);
    await expect(pay.getByRole('img')).toBeVisible();
    await page.screenshot({ path: shot('studio-phone-upi'), fullPage: true });
    await context.close();
  });

  test('the studio refuses an incomplete order with clear messages', async ({ page }) => {
    await logInByApi(page);
    await page.goto('/pilot');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByText('Please select a product.')).toBeVisible();
    await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByText('Please choose Half Sleeve or Full Sleeve.')).toBeVisible();
    await expect(page.getByText('Please add a design to the front or the back.')).toBeVisible();
    // choosing another product clears the sleeve
    await page.getByLabel('Sleeve', { exact: true }).selectOption('Full Sleeve');
    await page.getByLabel('Product', { exact: true }).selectOption('polo');
    await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
    await expect(page.getByLabel('Sleeve', { exact: true })).toHaveValue('');
  });
});
