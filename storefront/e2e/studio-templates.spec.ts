/**
 * Templates, clip-art and Share design on a phone (360 px, touch): the shelf loads only when opened; the Diwali
 * template's name becomes a Devanagari name; a diya from the clip-art joins it; Share design makes a link that a
 * visitor with no account opens (the design on the garment, its og tags, nothing about the customer) and takes back
 * into the studio.
 */
import { type Browser, type Page, expect, test } from '@playwright/test';
import { CUSTOMER, chosenFont, logInByApi } from './studio-helpers';

const shot = (name: string) => `e2e/screenshots/${name}.png`;
const NAME = 'प्रिया शर्मा';

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  return context.newPage();
}

test('a Diwali template with a name in Hindi and a diya, shared by link', async ({ browser }) => {
  test.setTimeout(240_000);
  const page = await phone(browser);
  await logInByApi(page); // the customer's own name and phone must not reach the shared page
  const studioCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/studio/')) studioCalls.push(new URL(r.url()).pathname);
  });
  await page.goto('/pilot');
  await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
  await page.getByLabel('Sleeve', { exact: true }).selectOption('Half Sleeve');
  await page.getByRole('button', { name: 'Black', exact: true }).tap();
  await expect(page.getByTestId('design-upload')).toBeEnabled();
  // new text on a black tee starts white, not black
  await expect(page.getByRole('radio', { name: 'White', exact: true }).first()).toBeChecked();
  expect(studioCalls).toEqual([]); // nothing of the shelf before the customer opens it

  await page.getByRole('button', { name: 'Templates & clip-art' }).tap();
  await expect(page.getByTestId('art-shelf')).toBeVisible();
  await page.getByRole('button', { name: 'Add Diwali' }).tap();
  await expect(page.getByRole('button', { name: 'Text "The Sharma Family"' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Picture 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Text "2026"' })).toBeVisible();
  expect(studioCalls).toContain('/api/studio/shelf/');

  // the name placeholder, in Devanagari: the face switches to one that writes it
  await page.getByRole('button', { name: 'Text "The Sharma Family"' }).tap();
  await page.getByLabel('Your text', { exact: true }).fill(NAME);
  await expect(chosenFont(page)).toHaveText('Font: Noto Sans Devanagari');
  await expect(page.getByRole('button', { name: `Text "${NAME}"` })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).tap();

  await page.getByRole('button', { name: 'Templates & clip-art' }).tap();
  await page.getByRole('tab', { name: 'Clip-art' }).tap();
  await page.getByRole('button', { name: 'Festivals' }).tap();
  await page.getByRole('button', { name: 'Add Diya' }).tap();
  await expect(page.getByRole('button', { name: 'Picture 2' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('studio-stage').screenshot({ path: shot('templates-diwali-editor') });

  await page.getByRole('button', { name: 'Share design' }).tap();
  const link = await page.getByTestId('share-link').inputValue({ timeout: 30_000 });
  expect(link).toMatch(/\/share\/[\w-]{43,}$/);
  await page.screenshot({ path: shot('templates-share-made'), fullPage: true });

  // a friend on WhatsApp: another browser, no account
  const friend = await phone(browser);
  await friend.goto(new URL(link).pathname);
  await expect(friend.getByRole('heading', { level: 1 })).toHaveText('A design on a T-Shirt');
  await expect(friend.getByTestId('share-picture')).toBeVisible();
  const ogImage = await friend.locator('meta[property="og:image"]').getAttribute('content');
  const ogTitle = await friend.locator('meta[property="og:title"]').getAttribute('content');
  expect(ogTitle).toContain('A design on a T-Shirt');
  expect(ogImage).toMatch(/^https?:\/\/.+\/api\/studio\/shares\/[\w-]+\/image\.png$/);
  const picture = await friend.context().request.get(new URL(ogImage!).pathname);
  expect(picture.headers()['content-type']).toBe('image/png');
  const html = await friend.content();
  for (const personal of ['Priya Sharma', CUSTOMER.phone, 'priya']) expect(html).not.toContain(personal);
  await friend.screenshot({ path: shot('templates-share-page'), fullPage: true });

  await friend.getByRole('link', { name: 'Open in the studio' }).tap();
  await expect(friend.getByRole('button', { name: `Text "${NAME}"` })).toBeVisible({ timeout: 60_000 });
  await expect(friend.getByRole('button', { name: 'Picture 2' })).toBeVisible();
  await friend.getByTestId('studio-stage').screenshot({ path: shot('templates-share-opened') });
  await friend.context().close();
  await page.context().close();
});
