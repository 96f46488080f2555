/**
 * The wallet's back-office screens: the owner issues a company's gift cards (count, amount, expiry, buyer),
 * downloads their codes as a sheet and marks the batch paid; grants a customer store credit with a reason. Accounts
 * (who marks payments) may do the same; the order desk reads a customer's credit and neither grants nor sees batches.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { TEAM, loginAs, shot, zipEntries } from './helpers';

const CUSTOMER_PHONE = '9876543219';

test('the owner issues 20 cards for a company, downloads the codes and marks the batch paid', async ({ page }) => {
    test.setTimeout(180_000); // a busy 2-core host
    const company = `Tarang Textiles ${Date.now() % 100000}`;
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    await page.getByRole('menuitem', { name: 'Gift card batches' }).click();
    await expect(page).toHaveURL(/#\/gift-card-batches$/);
    await page.getByRole('link', { name: 'Issue gift cards' }).click();
    await expect(page).toHaveURL(/#\/gift-card-batches\/create/);
    await page.getByLabel('Company').fill(company);
    await page.getByLabel('How many cards').fill('20');
    await page.getByLabel('Each card (₹)').fill('500');
    await page.getByLabel('Buyer (who ordered them)').fill('Meera Iyer');
    await page.getByLabel("Buyer's e-mail").fill('meera@tarang.in');
    await page.getByLabel('Valid until').fill('2026-12-01'); // under the law's year: refused before sending
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/A gift card is valid at least a year: choose \d{2}\/\d{2}\/\d{4} or later\./)).toBeVisible();
    await page.getByLabel('Valid until').fill('');
    await expect(page.getByRole('status').filter({ hasText: 'Worth ₹10,000.00 once paid' })).toBeVisible();
    await shot(page, 'gift-card-batch-issue');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('Waiting for the company’s payment: the codes cannot be spent yet.')).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the codes (XLSX)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gift-cards-\d+\.xlsx$/);
    const strings = zipEntries(readFileSync((await download.path())!)).find(e => e.name === 'xl/sharedStrings.xml')!.data.toString('utf8');
    expect(new Set(strings.match(/[A-Z2-9]{4}(?:-[A-Z2-9]{4}){3}/g)).size).toBe(20);
    await shot(page, 'gift-card-batch-unpaid');

    await page.getByRole('button', { name: 'Mark paid' }).click();
    const dialog = page.getByRole('dialog', { name: `Mark the batch for ${company} paid` });
    await expect(dialog).toContainText('20 cards of ₹500.00: ₹10,000.00 sold today.');
    await dialog.getByLabel('Payment reference').fill('NEFT0012345');
    await shot(page, 'gift-card-batch-mark-paid');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText('Paid: the cards can be spent.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Gift card batches' }).click();
    await expect(page.getByRole('row').filter({ hasText: company })).toContainText('Paid');
    await shot(page, 'gift-card-batches-list');
});

test('the owner grants a customer store credit with a reason (audited); the order desk reads it without the button', async ({ page, browser, baseURL }) => {
    test.setTimeout(180_000);
    const reason = `Parcel arrived late ${Date.now() % 100000}`;
    await loginAs(page, TEAM.owner.phone, TEAM.owner.password);
    await page.goto('/office/#/customers');
    await page.getByPlaceholder('Name, phone, email, city').fill(CUSTOMER_PHONE);
    await expect(page).toHaveURL(new RegExp(CUSTOMER_PHONE));
    await page.getByRole('cell', { name: CUSTOMER_PHONE }).click();
    await page.getByRole('tab', { name: 'Store credit' }).click();
    await page.getByRole('button', { name: 'Grant credit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant store credit' });
    await dialog.getByLabel('Amount (₹)').fill('250');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await expect(dialog.getByText('Say why (3 to 300 characters): the customer sees it in their history.')).toBeVisible();
    await dialog.getByLabel('Reason').fill(reason);
    await shot(page, 'store-credit-grant');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    const history = page.getByRole('table', { name: 'Store credit history' });
    await expect(history.getByRole('row').filter({ hasText: reason })).toContainText('Granted by the shop');
    await shot(page, 'store-credit-granted');
    const customerUrl = page.url();

    await page.goto('/office/#/audit');
    await expect(page.getByText(reason).first()).toBeVisible(); // the grant is in the audit trail

    const accounts = await browser.newPage({ baseURL });
    await loginAs(accounts, TEAM.accounts.phone, TEAM.accounts.password);
    await accounts.goto(customerUrl);
    await expect(accounts.getByRole('table', { name: 'Store credit history' })).toContainText(reason);
    await expect(accounts.getByRole('button', { name: 'Grant credit' })).toBeVisible(); // Accounts marks payments: it may grant

    const desk = await browser.newPage({ baseURL });
    await loginAs(desk, TEAM.order_desk.phone, TEAM.order_desk.password);
    await desk.goto(customerUrl);
    await expect(desk.getByRole('heading', { name: /Store credit: ₹/ })).toBeVisible();
    await expect(desk.getByRole('button', { name: 'Grant credit' })).toHaveCount(0);
    await expect(desk.getByRole('menuitem', { name: 'Gift card batches' })).toHaveCount(0);
});
