/**
 * A campaign store's page is served from the page cache between orders, and a paid order shows within seconds: on the
 * page already open (it reads the progress every five seconds) and for the next visitor (Django's refresh of the
 * 'stores' tag, sent by its task once the payment is recorded, expires the kept page).
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = join(__dirname, '..', '..');

/** Django's shell with the tests' factories: a store of two designs (minimum 10) with one paid order. */
function shell(code: string): string {
  const out = execFileSync(join(ROOT, '.venv', 'bin', 'python'), ['manage.py', 'shell', '-c', code], { cwd: ROOT, encoding: 'utf8' });
  return out.trim().split('\n').pop()!;
}

const SEED = `
import random
from core.accounts.tests.factories import CustomerFactory
from core.stores.tests.factories import buy, make_store

CustomerFactory.reset_sequence(random.randint(10**6, 9 * 10**6))  # past the seeded accounts' phone numbers
store = make_store(slug="cache-" + "".join(random.choices("abcdefghjkmnpqrstuvwxyz", k=8)), own_breaks=False)
buy(store)
print(store.slug)
`;

const PAY = (slug: string) => `
import random
from core.accounts.tests.factories import CustomerFactory
from core.stores.models import Store
from core.stores.tests.factories import buy

CustomerFactory.reset_sequence(random.randint(10**6, 9 * 10**6))
buy(Store.objects.get(slug="${slug}"))  # placed by UPI, then marked paid by the shop
print("paid")
`;

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test('a store page is kept between orders and shows a paid order within seconds', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const slug = shell(SEED);
  const url = `/store/${slug}`;
  expect((await request.get(url)).status()).toBe(200); // the first visit makes it
  const kept = await request.get(url);
  expect(kept.headers()['x-nextjs-cache']).toBe('HIT'); // the next is served from the cache

  await page.goto(url);
  const design = page.getByTestId('store-design-1');
  await expect(design).toContainText('1 of 10 ordered');

  expect(shell(PAY(slug))).toBe('paid');
  const paidAt = Date.now(); // the payment recorded (Django's shell has ended)
  // the open page: its next progress read, within five seconds (ten allowed for a loaded host)
  await expect(design).toContainText('2 of 10 ordered', { timeout: 10_000 });
  // a new visitor: the kept page was refreshed by Django's call
  const visitor = await browser.newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto(url);
        return visitor.getByTestId('store-design-1').textContent();
      },
      { timeout: 10_000, intervals: [500, 1_000] },
    )
    .toContain('2 of 10 ordered');
  console.log(`a paid order shown on the open page and to a new visitor within ${Date.now() - paidAt} ms`);
  await visitor.close();
});
