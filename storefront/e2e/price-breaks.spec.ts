import { expect, test, type Page } from '@playwright/test';

/**
 * The bulk tables at 360 px (a phone): /bulk, a design page and a ready-made item's page show the demo shop's price
 * breaks (seed_demo: tees, hoodies, flags) in rupees with Indian grouping, without scrolling sideways.
 */
test.use({ viewport: { width: 360, height: 780 } });

const shot = (name: string) => `e2e/screenshots/${name}.png`;

const rows = async (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children).map((c) => (c.textContent ?? '').trim())));

const fitsTheScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test('/bulk shows each product type’s price by quantity, one side and both, and its setup charges', async ({ page }) => {
  await page.goto('/bulk');
  await expect(page.getByRole('heading', { name: 'Bulk prices' })).toBeVisible();
  expect(await rows(page, 'breaks-tshirts')).toEqual([
    ['1–9 pieces', '₹499', '₹499'],
    ['10–49 piecessave 14%', '₹429', '₹499'],
    ['50–99 piecessave 24%', '₹379', '₹449'],
    ['100–249 piecessave 32%', '₹339', '₹399'],
    ['250+ piecessave 40%', '₹299', '₹359'],
  ]);
  expect((await rows(page, 'breaks-hoodie'))[0]).toEqual(['1–9 pieces', '₹1,099', '₹1,099']);
  await expect(page.getByTestId('breaks-hoodie')).toContainText(
    'One-off setup for a bulk order: Screen setup (up to 4 colours) ₹1,200, Embroidery digitising ₹800.',
  );
  await expect(page.getByTestId('breaks-flag')).toBeVisible();
  await fitsTheScreen(page);
  await page.getByTestId('breaks-tshirts').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('bulk-price-breaks-360'), fullPage: true });
});

test('a ready-made tee’s page shows its own price per piece by quantity', async ({ page }) => {
  await page.goto('/brevity/1'); // Bleu Renaissance, ₹699: the tees' one-side share of ₹499, to the rupee
  expect(await rows(page, 'item-price-breaks')).toEqual([
    ['1–9 pieces', '₹699'],
    ['10–49 pieces', '₹601'],
    ['50–99 pieces', '₹531'],
    ['100–249 pieces', '₹475'],
    ['250+ pieces', '₹419'],
  ]);
  await fitsTheScreen(page);
  await page.getByTestId('item-price-breaks').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('item-price-breaks-360') });
});

test('the T-shirt design page shows the tees’ bulk table', async ({ page }) => {
  await page.goto('/help/tshirts');
  const table = page.getByTestId('breaks-tshirts');
  await expect(table.getByRole('heading', { name: 'Bulk prices: T-Shirt' })).toBeVisible();
  expect((await rows(page, 'breaks-tshirts'))[4]).toEqual(['250+ piecessave 40%', '₹299', '₹359']);
  await fitsTheScreen(page);
  await table.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('design-page-price-breaks-360') });
});
