/**
 * A campaign store's orders on the office board: the desk makes a store (two designs), three buyers order (one paid
 * and confirmed); from the stores list "Orders on the board" opens the board with the store's orders alone, grouped
 * under the store's heading column by column (the shop's other orders are not there); "All orders" brings back the
 * whole board; the dashboard shows the campaign stores' figures.
 */
import { expect, test } from '@playwright/test';
import { ADMIN, shot } from './helpers';
import { PNG, customer, session } from './store-api';


test("a store's orders on the board, grouped under the store; the dashboard's store figures", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const desk = await session(baseURL!, '/api/adminlogin/', ADMIN.phone, ADMIN.password);
  const organiser = await customer(baseURL!, 'House Captain', 'b');
  const shared = await organiser.api.post('/api/studio/shares/', {
    data: { product: 'tshirts', sleeve: 'Half Sleeve', colour: '#222222', design: { front: { objects: [{ type: 'i-text', text: 'BLUE' }] } }, preview: PNG },
    headers: { 'X-CSRFToken': await organiser.csrf() },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const token = ((await shared.json()) as { token: string }).token;
  const design = (title: string) => ({
    title, share_token: token, product: 'tshirts', sleeve: 'Half Sleeve', colours: ['Black'], sizes: ['S', 'M', 'L'], price: '899.00', expected: 20, minimum: 10,
  }); // prettier-ignore
  const n = Date.now() % 1_000_000;
  const title = `House Blue ${n}`;
  const slug = `house-blue-${n}`;
  const made = await desk.api.post('/api/office/stores', {
    data: {
      title, slug, organiser_phone: organiser.phone,
      opens_at: new Date(Date.now() - 3_600_000).toISOString(), closes_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      designs: [design('Blue tee'), design('Blue hoodie')],
    },
    headers: { 'X-CSRFToken': await desk.csrf() },
  }); // prettier-ignore
  expect(made.status(), await made.text()).toBe(201);

  // three buyers: the first paid and confirmed by the desk, the other two still pending
  const buy = async (position: number, size: string) => {
    const buyer = await customer(baseURL!, `Buyer ${size}`, 'b');
    const placed = await buyer.api.post(`/api/stores/${slug}/orders/`, {
      data: { design: position, colour: 'Black', size, payment_method: 'upi' },
      headers: { 'X-CSRFToken': await buyer.csrf() },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    return ((await placed.json()) as { order_id: string }).order_id;
  };
  const confirmed = await buy(1, 'M');
  const headers = { 'X-CSRFToken': await desk.csrf() };
  expect((await desk.api.patch('/api/paymentupdate/', { data: { order_id: confirmed, payment_status: 'paid' }, headers })).ok()).toBeTruthy();
  expect((await desk.api.patch('/api/order/status/', { data: { order_id: confirmed, status: 'confirm' }, headers })).ok()).toBeTruthy();
  const pending = [await buy(1, 'L'), await buy(2, 'S')];

  // the desk, in the office: the stores list, then the store's orders on the board
  const office = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await office.goto('/office/#/login');
  await office.getByLabel('Phone Number').fill(ADMIN.phone);
  await office.getByLabel('Password').fill(ADMIN.password);
  await office.getByRole('button', { name: 'Login to Team Dashboard' }).click();
  await expect(office.getByRole('navigation', { name: 'Office' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await office.goto('/office/#/stores');
  await office.getByRole('link', { name: `Orders on the board: ${title}` }).click();
  const group = office.getByRole('region', { name: `Store: ${title}` });
  await expect(group).toBeVisible();
  await expect(group).toContainText(`/store/${slug}`);
  await expect(group).toContainText('Blue tee: 1 of 10, Blue hoodie: 0 of 10');
  const column = (status: string) => group.getByRole('region', { name: status, exact: true });
  await expect(column('pending').getByRole('article')).toHaveCount(2);
  for (const id of pending) await expect(column('pending').getByRole('article', { name: `Order ${id}` })).toBeVisible();
  await expect(column('confirm').getByRole('article')).toHaveCount(1);
  await expect(column('confirm').getByRole('article', { name: `Order ${confirmed}` })).toBeVisible();
  await expect(column('shipped').getByText('No orders available.')).toBeVisible();
  await expect(office.getByRole('combobox', { name: 'Store' })).toHaveValue(title);
  await office.screenshot({ path: shot('store-orders-on-the-board'), fullPage: true });

  // All orders: the whole board again, newest first (the shop's seeded orders too)
  await group.getByRole('button', { name: 'All orders' }).click();
  await expect(office.getByRole('region', { name: /^Store:/ })).toHaveCount(0);
  const all = office.getByRole('region', { name: 'pending', exact: true });
  await expect(all.getByRole('article', { name: `Order ${pending[1]}` })).toBeVisible();
  expect(await all.getByRole('article').count()).toBeGreaterThan(2);

  // the dashboard: the open stores' figures, with the money for the owner
  await office.goto('/office/#/dashboard');
  const figures = office.getByRole('region', { name: 'Campaign stores' });
  await expect(figures.getByText('Open stores', { exact: true })).toBeVisible();
  await expect(figures.getByText('Collected in open stores', { exact: true })).toBeVisible();
  await figures.scrollIntoViewIfNeeded();
  await office.screenshot({ path: shot('store-figures-dashboard') });
  await office.close();
});
