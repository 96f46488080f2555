import { expect, test } from '@playwright/test';
import { logInByApi } from './studio-helpers';

const shot = (name: string) => `e2e/screenshots/${name}.png`;

test.describe('bag and checkout', () => {
  test('a catalogue item goes through the bag and checkout with cash on delivery', async ({ page }) => {
    await logInByApi(page);
    await page.goto('/brevity/1');
    await page.evaluate(() => window.localStorage.removeItem('rangrez.bag.v1'));
    await page.reload();
    // the page's size buttons choose the size; Add to Bag puts it in the bag
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByText('Bleu Renaissance (M) is in your bag.')).toBeVisible();
    await page.getByRole('button', { name: 'L', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await page.screenshot({ path: shot('bag-product-page'), fullPage: true });

    await page.goto('/bag');
    await expect(page.getByTestId('bag-line')).toHaveCount(2);
    // the bag survives a reload
    await page.reload();
    await expect(page.getByTestId('bag-line')).toHaveCount(2);
    await page.getByRole('button', { name: 'One more Bleu Renaissance M' }).click();
    await page.getByRole('button', { name: 'Remove' }).nth(1).click();
    await expect(page.getByTestId('bag-line')).toHaveCount(1);
    // 699 x 2 = 1398, free shipping over 999
    await expect(page.getByTestId('quote-total')).toHaveText('₹1,398');
    await page.screenshot({ path: shot('bag-page'), fullPage: true });

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!');
    const orderId = (await page.getByTestId('order-id').textContent())?.trim() ?? '';
    await page.screenshot({ path: shot('bag-ordered'), fullPage: true });

    const list = (await (await page.context().request.get('/api/order/customerlist/')).json()) as {
      order_details: { order_id: string; sizes: unknown; amount: number; payment_method: string; status: string }[];
    };
    const order = list.order_details.find((o) => o.order_id === orderId)!;
    expect(order).toMatchObject({ sizes: [{ size: 'M', quantity: 2 }], amount: 1398, payment_method: 'cod', status: 'pending' });
    // the bag is empty after the order
    await page.goto('/bag');
    await expect(page.getByText('Your bag is empty.')).toBeVisible();
  });

  test('cash on delivery is refused at Rs 5000 and more; UPI goes through', async ({ page }) => {
    await logInByApi(page);
    await page.goto('/bag');
    await page.evaluate(() =>
      window.localStorage.setItem(
        'rangrez.bag.v1',
        JSON.stringify([{ itemId: 5, name: 'The pilgrim’s Gaze', price: 1099, color: 'Violet Rush', size: 'L', quantity: 5, image: null }]),
      ),
    );
    await page.reload();
    await expect(page.getByTestId('quote-total')).toHaveText('₹5,495');
    await expect(page.getByText('Cash on delivery is only for orders below ₹5,000. Please pay by UPI.').first()).toBeVisible();
    await page.getByLabel('UPI (5% off under ₹5000)').check();
    await expect(page.getByTestId('quote-total')).toHaveText('₹5,495');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!');
    await expect(page.getByTestId('upi-payment')).toBeVisible();
  });
});
