import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { ADMIN, STATUSES, TEAM, column, logout, shot } from './helpers';

/**
 * The specification's walk (SPEC.md, Login and Admin order board): the Admin Team panel of /login,
 * 'Login to Team Dashboard', then /office?phone_number={phone}, which is the admin order board: five
 * columns, the header totals, Accounts/Items/Logout, Update Status and Front/Back Image on each card.
 */
test.describe.configure({ mode: 'serial' });

const adminLogin = async (page: Page, phone: string, password: string) => {
    await page.goto('/login');
    const team = page.getByRole('region', { name: 'Admin Team' });
    await team.getByLabel('Phone number').fill(phone);
    await team.getByLabel('Password').fill(password);
    await team.getByRole('button', { name: 'Login to Team Dashboard' }).click();
    await page.waitForURL(url => url.pathname === '/office/' && url.searchParams.get('phone_number') === phone);
};

test('the admin log-in goes to /office, the order board, and a card downloads its Front Image', async ({ page }) => {
    await adminLogin(page, ADMIN.phone, ADMIN.password);
    // /office?phone_number=... is the board, not the team dashboard
    await expect(page).toHaveURL(/\/office\/\?phone_number=9000000001#\/board$/);
    for (const status of STATUSES) await expect(page.getByRole('heading', { name: status, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team dashboard' })).toHaveCount(0);
    await expect(page.getByText(/^Total Credit Amount: Rs\. \d{1,3}(,\d{2})*(,\d{3})?\.\d{2}\/-$/).first()).toBeVisible();
    await expect(page.getByText(/^Total Debit Amount: Rs\. \d{1,3}(,\d{2})*(,\d{3})?\.\d{2}\/-$/).first()).toBeVisible();
    const header = page.getByRole('navigation', { name: 'Office' });
    for (const name of ['Accounts', 'Items', 'Logout']) await expect(header.getByRole('button', { name })).toBeVisible();
    await expect(page.getByText('Loading orders...')).toHaveCount(0);
    await shot(page, '70-office-board-after-login');

    // a card: order id, Update Status, Front Image and Back Image
    const withDesign = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Front Image', disabled: false }) });
    const orderId = ((await withDesign.first().getAttribute('aria-label')) ?? '').replace('Order ', '');
    expect(orderId).toMatch(/^RZ-/);
    const card = page.getByRole('article', { name: `Order ${orderId}`, exact: true });
    await expect(card.getByRole('button', { name: 'Update Status' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Back Image' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Front Image' }).click()]);
    expect(download.suggestedFilename()).toBe(`${orderId}-front.png`);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
    await shot(page, '71-office-board-front-image');

    // the team dashboard stays a menu entry; the header's Admin button and /office bring the board back
    await page.locator('.RaSidebar-fixed').getByRole('menuitem', { name: 'Team dashboard' }).click();
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Register an Admin' })).toBeVisible();
    await header.getByRole('button', { name: 'Admin' }).click();
    await expect(column(page, 'pending')).toBeVisible();
    await page.goto('/office');
    await expect(page).toHaveURL(/\/office\/#\/board$/);
    await expect(column(page, 'confirm')).toBeVisible();
    await logout(page);
});

test('the order desk lands on the board at /office too; the print floor on its print queue', async ({ page }) => {
    await adminLogin(page, TEAM.order_desk.phone, TEAM.order_desk.password);
    await expect(page).toHaveURL(/#\/board$/);
    for (const status of STATUSES) await expect(page.getByRole('heading', { name: status, exact: true })).toBeVisible();
    await expect(column(page, 'pending').getByRole('article').first().getByRole('button', { name: 'Update Status' })).toBeVisible();
    await shot(page, '72-office-board-order-desk');
    await logout(page);

    await adminLogin(page, TEAM.print_floor.phone, TEAM.print_floor.password);
    await expect(page).toHaveURL(/#\/print-queue$/);
});
