import { type APIRequestContext, type Page, expect, request as playwrightRequest, test } from '@playwright/test';
import { ADMIN, PNG_SIGNATURE, PRIYA, loginAsGuest, shot } from './helpers';

/** The team's acceptance through the office API, as the owner (the back office's own spec clicks through it). */
async function acceptAsOwner(baseURL: string, reviewId: number): Promise<void> {
  const office: APIRequestContext = await playwrightRequest.newContext({ baseURL });
  const csrf = async () => (await office.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
  await office.get('/api/csrf/');
  const login = await office.post('/api/adminlogin/', {
    data: { phone_number: ADMIN.phone, password: ADMIN.password },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(login.ok()).toBeTruthy();
  const bulk = await office.post('/api/office/reviews/bulk', {
    data: { ids: [reviewId], action: 'accept' },
    headers: { 'X-CSRFToken': await csrf() },
  });
  expect(await bulk.json()).toEqual({ updated: 1 });
  await office.dispose();
}

/** A real PNG to upload: a piece of the page itself. */
const photoOf = async (page: Page) => page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });

test.describe('reviews from verified buyers', () => {
  test('a customer reviews a delivered item with a photo; accepted, it shows on the product page', async ({ page, baseURL }) => {
    const title = `Sharp print ${Date.now().toString(36)}`;
    await loginAsGuest(page, PRIYA.phone, PRIYA.password);
    await page.waitForURL(`**/customerpilot?phone_number=${PRIYA.phone}`);
    const invite = page.getByRole('region', { name: 'Rate your order' });
    await expect(invite).toContainText('waiting for your review');
    await invite.getByRole('link', { name: 'Write a review' }).click();
    await page.waitForURL('**/customerpilot/reviews?order=*');

    // a catalogue design's line (a custom print is reviewed as its product type, on the design page)
    type Open = { item_id: number | null; can_review: boolean; product: string };
    const open: { results: Open[] } = await (await page.request.get('/api/reviews/reviewable/')).json();
    const product = open.results.find((l) => l.item_id && l.can_review)!.product;
    // the page opens the first line's form; another line's opens with its own button
    const opener = page.getByRole('button', { name: `Write a review of ${product}` }).first();
    if (await opener.isVisible()) await opener.click();
    const form = page.getByRole('form', { name: `Review of ${product}` }).first();
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Please choose from 1 to 5 stars.')).toBeVisible();
    await form.getByRole('radio', { name: '4 stars' }).check();
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your review').fill('Colours as on the screen, and the M fits as the size chart says.');
    await form.getByLabel(/^Photos/).setInputFiles({ name: 'me-wearing-it.png', mimeType: 'image/png', buffer: await photoOf(page) });
    await expect(form.getByRole('img', { name: 'Your photo 1' })).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.screenshot({ path: shot('review-form-360'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your review will be published' })).toBeVisible();
    await expect(page.getByTestId('review-state').first()).toContainText('it will be published once our team has checked it');
    await page.screenshot({ path: shot('review-sent'), fullPage: true });

    // the team accepts it (bulk accept, as the back office does)
    const mine = await (await page.request.get('/api/reviews/reviewable/')).json();
    const line = mine.results.find((l: { review: { title: string } | null }) => l.review?.title === title);
    expect(line.item_id).toBeTruthy();
    await acceptAsOwner(baseURL!, line.review.id);

    // the product page: the review with its photo, "Verified purchase", the average and the 5-to-1 histogram
    await expect(async () => {
      await page.goto(`/brevity/${line.item_id}`);
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeAttached({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
    await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
    const review = page.getByRole('article', { name: title });
    await expect(review).toBeVisible();
    await expect(review.getByText('Verified purchase')).toBeVisible();
    await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(review.getByRole('img', { name: /^Photo 1 of / })).toHaveJSProperty('complete', true);
    const histogram = page.getByRole('list', { name: 'Ratings by stars' });
    await expect(histogram.getByRole('listitem')).toHaveText([/^5 stars/, /^4 stars/, /^3 stars/, /^2 stars/, /^1 star/]);
    await expect(page.getByTestId('review-count')).toHaveText(/^\d+ reviews?$/);
    await expect(page.locator('.product-info').getByRole('img', { name: /^Rated \d(\.\d)? out of 5$/ })).toBeVisible();
    await expect(page.getByTestId('country-of-origin')).toHaveText('Country of origin: India');
    await review.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('product-reviews'), fullPage: true });

    // the tabs by keyboard: the arrow keys move and open
    await page.getByRole('tab', { name: /^Reviews/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Features' })).toBeFocused();
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Details' })).toContainText('Country of origin');

    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    await page.screenshot({ path: shot('product-reviews-360'), fullPage: true });
  });

  test('search engines: robots.txt, sitemap.xml, JSON-LD and a share image that loads', async ({ page, request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const rules = await robots.text();
    for (const path of ['/office', '/admin', '/api']) expect(rules).toContain(`Disallow: ${path}`);
    // the customer's pages answer noindex themselves; a block here would hide that answer (and fail Lighthouse's SEO)
    for (const path of ['/customerpilot', '/bag', '/pilot']) expect(rules).not.toContain(`Disallow: ${path}\n`);
    expect(rules).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);

    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toMatch(/<loc>[^<]+\/brevity\/1<\/loc>/);
    expect(xml).toContain('<lastmod>');

    await page.goto('/brevity/1');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Bleu Renaissance',
      offers: { '@type': 'Offer', priceCurrency: 'INR', availability: 'https://schema.org/InStock', hasMerchantReturnPolicy: { merchantReturnDays: 14 } },
      aggregateRating: { '@type': 'AggregateRating' },
    });
    expect(Number(ld.offers.price)).toBeGreaterThan(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/brevity\/1$/);

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    const where = new URL(ogImage!);
    const picture = await request.get(`${where.pathname}${where.search}`);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect((await picture.body()).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    await page.goto(`${where.pathname}${where.search}`);
    await page.screenshot({ path: shot('share-card') });
  });
});
