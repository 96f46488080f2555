import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, loginAs, shot } from './helpers';

interface PlanOrder { order_id: string; pieces: number; print_on: string; dispatch_by: string | null }
interface PlanDay { day: string; pieces: number; orders: PlanOrder[]; methods: { print_method: string; pieces: number; capacity: number }[] }
interface Plan { today: string; days: PlanDay[] }

const plan = async (page: Page): Promise<Plan> => (await page.request.get('/api/office/planning/days')).json();
const orderOf = async (page: Page, orderId: string) => (await page.request.get(`/api/office/orders/${orderId}`)).json();
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');
/** A day of the calendar (its cards are drag handles: buttons holding an article each). */
const dayColumn = (page: Page, day: string): Locator => page.locator(`section[data-day="${day}"]`);

/** A real drag with the mouse: press on the card, pass the drag threshold, move over the day, drop. */
const drag = async (page: Page, card: Locator, target: Locator) => {
    await card.scrollIntoViewIfNeeded();
    const grip = await card.boundingBox();
    if (!grip) throw new Error('no card');
    const [x, y] = [grip.x + grip.width / 2, grip.y + 20];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 10, y + 10, { steps: 5 });
    await page.waitForTimeout(150);
    for (const steps of [25, 5]) {
        const to = await target.boundingBox();
        if (!to) throw new Error('no day');
        await page.mouse.move(to.x + to.width / 2, to.y + Math.min(to.height - 20, 90), { steps });
        await page.waitForTimeout(300);
    }
    await page.mouse.up();
};

test.describe.configure({ timeout: 150_000 });

test("the calendar shows tomorrow's load; an order moves by keyboard and by dragging, its promise stays", async ({ page }) => {
    await loginAs(page, ADMIN.phone, ADMIN.password);
    await page.goto('/office/#/planning');
    const before = await plan(page);
    expect(before.days).toHaveLength(14);
    const [today, tomorrow] = before.days;

    // tomorrow's column: its name, the pieces planned, each print method's load against its capacity
    const column = dayColumn(page, tomorrow.day);
    const heading = page.locator(`#day-${tomorrow.day}`);
    await expect(heading).toContainText('Tomorrow, ', { timeout: 30_000 });
    await expect(heading).toContainText(ddmmyyyy(tomorrow.day));
    await expect(column.getByLabel(`${tomorrow.pieces} pieces planned`)).toBeVisible();
    for (const load of tomorrow.methods.filter(m => m.pieces > 0)) {
        await expect(column.getByText(`${load.print_method}: ${load.pieces} / ${load.capacity} pieces`)).toBeVisible();
    }
    await expect(column.locator('article')).toHaveCount(tomorrow.orders.length);
    await shot(page, '80-production-calendar');

    // the keyboard (and touch) way: an order of another day, "Move to" tomorrow
    const mover = before.days.flatMap(d => (d.day === tomorrow.day ? [] : d.orders))[0];
    expect(mover, 'the demo plans orders on the coming days').toBeDefined();
    const select = page.getByRole('combobox', { name: `Move ${mover.order_id} to` });
    await select.focus();
    await select.selectOption(tomorrow.day);
    await expect(column.locator(`article[aria-label="Order ${mover.order_id}"]`)).toBeVisible();
    await expect(page.getByText(`${mover.order_id} moved to ${ddmmyyyy(tomorrow.day)}.`)).toBeVisible();
    await expect(column.getByLabel(`${tomorrow.pieces + mover.pieces} pieces planned`)).toBeVisible();
    let stored = await orderOf(page, mover.order_id);
    expect(stored.print_on).toBe(tomorrow.day);
    expect(stored.dispatch_by).toBe(mover.dispatch_by); // the promise stays

    // a real drag with the mouse: the same order from tomorrow to the day after next (its column in view)
    const target = before.days[3];
    await drag(page, column.locator(`article[aria-label="Order ${mover.order_id}"]`), dayColumn(page, target.day));
    await expect(dayColumn(page, target.day).locator(`article[aria-label="Order ${mover.order_id}"]`)).toBeVisible();
    await expect(page.getByText(`${mover.order_id} moved to ${ddmmyyyy(target.day)}.`)).toBeVisible();
    await expect(column.getByLabel(`${tomorrow.pieces} pieces planned`)).toBeVisible();
    stored = await orderOf(page, mover.order_id);
    expect(stored.print_on).toBe(target.day);
    expect(stored.dispatch_by).toBe(mover.dispatch_by);

    // after a reload the calendar says the same
    await page.reload();
    await expect(dayColumn(page, target.day).locator(`article[aria-label="Order ${mover.order_id}"]`)).toBeVisible({ timeout: 30_000 });
    expect(today.day).toBe(before.today);
    await shot(page, '81-production-calendar-moved');

    // the audit trail names the move
    await page.goto('/office/#/audit');
    await expect(page.getByRole('row').filter({ hasText: `Order ${mover.order_id}` }).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: `Order ${mover.order_id}` }).first()).toContainText('Print day moved');

    // at 360 px the days stack, each still with its load and its "Move to"
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/office/#/planning');
    await expect(dayColumn(page, tomorrow.day).getByLabel(/pieces planned/)).toBeVisible({ timeout: 30_000 });
    await shot(page, '82-production-calendar-360');
});

test('the board and the print queue say how due each open order is, in words as well as colour', async ({ page }) => {
    await loginAs(page, ADMIN.phone, ADMIN.password);
    await page.goto('/office/#/print-queue');
    const first = page.getByRole('article').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    // soonest due first: the demo has late orders, so the queue opens with one
    await expect(first.getByText(/^(Late|Due today|Due tomorrow|Due) · \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await shot(page, '83-print-queue-due');
    await page.goto('/office/#/board');
    const confirmed = page.getByRole('region', { name: 'confirm' });
    await expect(confirmed.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
    await expect(confirmed.getByText(/^(Late|Due today|Due tomorrow|Due) · /).first()).toBeVisible();
    await shot(page, '84-board-due');
    await page.goto('/office/#/dashboard');
    await expect(page.getByText('Pieces to print today')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Orders already late')).toBeVisible();
    await shot(page, '85-dashboard-today');
});
