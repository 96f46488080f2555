import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, STATUSES, column, login, makePng, shot } from './helpers';

test.describe.configure({ mode: 'serial' });

test('a wrong password says Team login failed', async ({ page }) => {
    await page.goto('/office/');
    await expect(page.getByRole('button', { name: 'Login to Team Dashboard' })).toBeVisible();
    await page.getByLabel('Phone Number').fill('12345');
    await page.getByLabel('Password').fill('whatever');
    await page.getByRole('button', { name: 'Login to Team Dashboard' }).click();
    await expect(page.getByText('Enter a valid 10-digit phone number').first()).toBeVisible();
    const stranger = `7${String(Date.now()).slice(-9)}`;
    await page.getByLabel('Phone Number').fill(stranger);
    await page.getByRole('button', { name: 'Login to Team Dashboard' }).click();
    await expect(page.getByText('Team login failed: Invalid phone number or password.')).toBeVisible();
    await shot(page, '01-login-failed');
});

test('the admin logs in and sees the five columns and the totals', async ({ page }) => {
    await login(page);
    for (const status of STATUSES) {
        await expect(page.getByRole('heading', { name: status, exact: true })).toBeVisible();
    }
    // Indian grouping with paise: Rs. 837.10/-, Rs. 64,017.10/-, Rs. 1,23,837.10/-
    await expect(page.getByText(/^Total Credit Amount: Rs\. \d{1,3}(,\d{2})*(,\d{3})?\.\d{2}\/-$/).first()).toBeVisible();
    await expect(page.getByText(/^Total Debit Amount: Rs\. \d{1,3}(,\d{2})*(,\d{3})?\.\d{2}\/-$/).first()).toBeVisible();
    for (const name of ['Accounts', 'Items', 'Logout']) {
        await expect(page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name })).toBeVisible();
    }
    await expect(column(page, 'pending').getByRole('article').first()).toBeVisible();
    await shot(page, '02-board');
});

test('the admin moves an order to shipped with Update Status', async ({ page }) => {
    await login(page);
    const label = (await column(page, 'pending').getByRole('article').filter({ hasNotText: 'Business order' }).first().getAttribute('aria-label')) ?? '';
    const orderId = label.replace('Order ', '');
    expect(orderId).toMatch(/^RZ-/);
    const card = page.getByRole('article', { name: label, exact: true });
    await card.getByRole('button', { name: 'Update Status' }).click();
    await card.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'shipped' }).click();
    await card.getByRole('button', { name: 'Submit' }).click();
    // shipping asks for the courier; hand delivery needs no AWB
    const dialog = page.getByRole('dialog', { name: `Ship order ${orderId}` });
    await dialog.getByRole('combobox', { name: /Courier/ }).click();
    await page.getByRole('option', { name: 'Hand delivery' }).click();
    await expect(dialog.getByRole('textbox', { name: /AWB number/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Ship' }).click();
    await expect(page.getByText('Order status updated.')).toBeVisible();
    await expect(column(page, 'shipped').getByRole('article', { name: `Order ${orderId}` })).toBeVisible();
    await expect(column(page, 'pending').getByRole('article', { name: `Order ${orderId}` })).toHaveCount(0);
    await shot(page, '03-moved-to-shipped');
});

test('the admin drags an order from confirm to delivered', async ({ page }) => {
    await login(page);
    const card = column(page, 'confirm').getByRole('article').filter({ hasNotText: 'Business order' }).first();
    const orderId = ((await card.getAttribute('aria-label')) ?? '').replace('Order ', '');
    // Grab the card by its customer's name (not a link or a button), move past the drag
    // threshold, then across to the delivered column and drop.
    const grip = await card.boundingBox();
    if (!grip) throw new Error('no card');
    const [x, y] = [grip.x + grip.width / 2, grip.y + 48];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 10, y + 10, { steps: 5 });
    await page.waitForTimeout(100);
    // the board may scroll sideways as the drag starts: aim at where the column is now, twice
    for (const steps of [25, 5]) {
        const to = await page.getByTestId('column-delivered').boundingBox();
        if (!to) throw new Error('no column');
        await page.mouse.move(to.x + to.width / 2, to.y + 60, { steps });
        await page.waitForTimeout(300);
    }
    await page.mouse.up();
    await expect(column(page, 'delivered').getByRole('article', { name: `Order ${orderId}` })).toBeVisible();
    await expect(page.getByText('Order status updated.')).toBeVisible();
    await page.reload();
    await expect(column(page, 'delivered').getByRole('article', { name: `Order ${orderId}` })).toBeVisible();
});

test('the admin downloads a front image as a PNG named after the order', async ({ page }) => {
    await login(page);
    // The five columns load one by one, and "the first card with a design" changes as they arrive: wait for all of
    // them, then pin the card by its order id so the click lands on the card whose id was read.
    await expect(page.getByText('Loading orders...')).toHaveCount(0);
    const withDesign = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Front Image', disabled: false }) });
    const orderId = ((await withDesign.first().getAttribute('aria-label')) ?? '').replace('Order ', '');
    const card = page.getByRole('article', { name: `Order ${orderId}`, exact: true });
    const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Front Image' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${orderId}-front.png`);
    const path = await download.path();
    const bytes = readFileSync(path!);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    await shot(page, '04-download');
});

test('the admin toggles a payment on Accounts', async ({ page }) => {
    await login(page);
    await page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Accounts' }).click();
    await expect(page.getByRole('table', { name: 'Credit (Unpaid)' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Debit (Paid)' })).toBeVisible();
    const payments = page.getByRole('table', { name: 'Order Payments' });
    const first = payments.getByRole('row').nth(1);
    const orderId = (await first.getByRole('cell').first().innerText()).trim();
    expect(orderId).toMatch(/^RZ-/);
    const row = payments.getByRole('row').filter({ hasText: orderId });
    const wasUnpaid = (await row.getByRole('button').innerText()).trim() === 'Mark as Paid';
    const [now, back] = wasUnpaid ? ['Mark as Paid', 'Mark as Unpaid'] : ['Mark as Unpaid', 'Mark as Paid'];
    const header = page.getByText(/^Total Debit Amount: Rs\./).first();
    const before = await header.innerText();
    await row.getByRole('button', { name: now }).click();
    await expect(page.getByText('Payment status updated successfully.')).toBeVisible();
    await expect(row.getByRole('button', { name: back })).toBeVisible();
    await expect(row.getByText(wasUnpaid ? 'paid' : 'unpaid', { exact: true })).toBeVisible();
    await expect(header).not.toHaveText(before);
    await shot(page, '05-accounts');
    await row.getByRole('button', { name: back }).click();
    await expect(row.getByRole('button', { name: now })).toBeVisible();
    await expect(header).toHaveText(before);
});

test('the admin submits a testimonial with a photo', async ({ page }) => {
    await login(page);
    await page.goto('/office/#/dashboard');
    const form = page.getByRole('region', { name: 'Submit a Testimonial' });
    const name = `E2E Guest ${Date.now()}`;
    await form.getByLabel('Photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please select a valid image file (JPEG, PNG, JPG).')).toBeVisible();
    await expect(form.getByLabel('Photo')).toHaveValue('');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Message' }).fill('The print on my hoodie is perfect.');
    await form.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng() });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Testimonial added.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await shot(page, '06-testimonial');
    await page.goto('/office/#/testimonials');
    await expect(page.getByText(name)).toBeVisible();
});

test('the admin registers an admin who can then log in', async ({ page }) => {
    await login(page);
    await page.goto('/office/#/dashboard');
    const form = page.getByRole('region', { name: 'Register an Admin' });
    const phone = `8${String(Date.now()).slice(-9)}`;
    await form.getByRole('textbox', { name: 'Name' }).fill('E2E Admin');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill(phone);
    await form.getByLabel(/Password/).fill('Rangrez@E2e1');
    await expect(form.getByLabel(/Password/)).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Admin registered successfully!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Phone Number' })).toHaveValue('');
    await shot(page, '07-admin-registered');
    await page.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Login to Team Dashboard' })).toBeVisible();
    await login(page, phone, 'Rangrez@E2e1');
    await expect(page.getByRole('heading', { name: 'shipped', exact: true })).toBeVisible();
    await shot(page, '08-new-admin-board');
    expect(ADMIN.phone).not.toBe(phone);
});
