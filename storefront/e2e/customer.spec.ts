import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PNG_SIGNATURE, PRIYA, loginAsGuest, randomPhone, shot } from './helpers';

test.describe('customer journey', () => {
  test('a new customer registers, logs in, sees an empty home and edits the address', async ({ page }) => {
    const phone = randomPhone();
    const password = 'Rangrez@Test42';
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Test Customer');
    await page.getByLabel('Email').fill(`t${phone}@example.com`);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Area').fill('12 MG Road');
    await page.getByLabel('Landmark').fill('Near the Metro');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('City/Town').fill('Pune');
    await page.getByLabel('Pin code').fill('411001');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.screenshot({ path: shot('register-filled'), fullPage: true });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Registration successful!')).toBeVisible();
    await page.waitForURL('**/login');

    await loginAsGuest(page, phone, password);
    await page.waitForURL(`**/customerpilot?phone_number=${phone}`);
    await expect(page.getByRole('heading', { name: 'Hi, Test Customer' })).toBeVisible();
    await expect(page.getByTestId('address-line')).toHaveText('12 MG Road, Near the Metro, Pune, Maharashtra, 411001');
    await expect(page.getByText('Sorry No orders found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Personalize Your Own' })).toHaveAttribute('href', `/pilot?phone_number=${phone}`);

    await page.getByRole('button', { name: 'Edit Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Address' });
    await expect(dialog.getByLabel('City')).toHaveValue('Pune');
    await dialog.getByLabel('City').fill('');
    await dialog.getByRole('button', { name: 'Update Address' }).click();
    await expect(dialog.getByText('City is required.')).toBeVisible();
    await dialog.getByLabel('City').fill('Mumbai');
    await dialog.getByLabel('Pin code').fill('400001');
    await page.screenshot({ path: shot('address-modal') });
    await dialog.getByRole('button', { name: 'Update Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('address-line')).toHaveText('12 MG Road, Near the Metro, Mumbai, Maharashtra, 400001');
    await page.reload();
    await expect(page.getByTestId('address-line')).toHaveText('12 MG Road, Near the Metro, Mumbai, Maharashtra, 400001');
    await page.screenshot({ path: shot('customer-home-new'), fullPage: true });
  });

  test('a customer with orders sees them newest first and downloads a front design', async ({ page }) => {
    await loginAsGuest(page, PRIYA.phone, PRIYA.password);
    await page.waitForURL(`**/customerpilot?phone_number=${PRIYA.phone}`);
    await expect(page.getByRole('heading', { name: `Hi, ${PRIYA.name}` })).toBeVisible();
    const orders = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
    await expect(orders.first()).toBeVisible();
    expect(await orders.count()).toBeGreaterThan(0);
    await expect(orders.first()).toContainText(/₹[\d,]+/);
    await expect(orders.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await page.screenshot({ path: shot('customer-home-orders'), fullPage: false });

    // Catalogue (bag) orders have no design; download the newest order that has one.
    const front = page.getByRole('link', { name: /^Front design of order/ }).first();
    const downloadPromise = page.waitForEvent('download');
    await front.click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/-front\.png$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  test('the customer home refuses a phone number that is not the session’s', async ({ page }) => {
    await loginAsGuest(page, PRIYA.phone, PRIYA.password);
    await page.waitForURL('**/customerpilot?**');
    await page.goto('/customerpilot?phone_number=9876543211');
    await expect(page.getByRole('alert').filter({ hasText: 'Phone number not provided.' })).toHaveText('Phone number not provided.');
    await page.waitForURL('**/login');
    await page.goto('/customerpilot');
    await expect(page.getByRole('alert').filter({ hasText: 'Phone number not provided.' })).toHaveText('Phone number not provided.');
    await page.waitForURL('**/login');
  });
});
