import { expect, test } from '@playwright/test';
import { allowed, devanagariDrawn, englishOnPage } from './hindi-helpers';
import { CUSTOMER, logInByApi, makePng } from './studio-helpers';

const shot = (name: string) => `e2e/screenshots/${name}.png`;
const BAG_KEY = 'rangrez.bag.v1';

test.describe('the shop in Hindi', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('a visitor switches to Hindi on a product page, keeps the bag, designs and orders in Hindi', async ({ page }) => {
    await logInByApi(page);
    await page.goto('/brevity/1');
    await page.evaluate((key) => window.localStorage.removeItem(key), BAG_KEY);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('button', { name: 'M', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Bag' }).click();
    await expect(page.getByText('Bleu Renaissance (M) is in your bag.')).toBeVisible();

    // the switch in the header: the same product, in Hindi, the bag still holding its line
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'हिन्दी' }).click();
    await page.waitForURL('**/hi/brevity/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'Bleu Renaissance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'बैग में डालें' })).toBeVisible();
    await expect(page.getByText('डिलीवरी और वापसी')).toBeVisible();
    const bag = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '[]'), BAG_KEY);
    expect(bag).toMatchObject([{ itemId: 1, size: 'M', quantity: 1 }]);
    // hreflang: each language's address of this page, and English as the default
    const alternates = await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${new URL(l.getAttribute('href') ?? '').pathname}`),
    );
    expect(alternates).toEqual(['en-IN /brevity/1', 'hi-IN /hi/brevity/1', 'x-default /brevity/1']);
    expect(await devanagariDrawn(page)).toBe(true);
    await page.screenshot({ path: shot('hindi-product-360'), fullPage: true });
    expect(await englishOnPage(page, allowed)).toEqual([]);
    // the pincode check's refusal in Hindi, with the pincode asked (the server words it in English)
    await page.getByLabel('अपने पिन कोड पर डिलीवरी जाँचें').fill('999999');
    await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
    await expect(page.getByText('पिन कोड 999999 नहीं मिला। कृपया उसे जाँचें।')).toBeVisible();

    // the bag in Hindi: the line kept through the switch, the order placed with cash on delivery
    await page.goto('/hi/bag');
    await expect(page.getByRole('heading', { level: 1, name: 'आपका बैग' })).toBeVisible();
    await expect(page.getByTestId('bag-line')).toHaveCount(1);
    // 699 and the shipping below the free-shipping amount, grouped the Indian way
    await expect(page.getByTestId('quote-total')).toHaveText(/^₹[\d,]+$/);
    await page.screenshot({ path: shot('hindi-bag-360'), fullPage: true });
    // the bag's own words (the item's name and colour, as the shop keeps them) may stand inside a Hindi label
    const bagWords = (bag as { name: string; color: string }[]).flatMap((l) => `${l.name} ${l.color}`.split(/\s+/));
    expect(await englishOnPage(page, [...allowed, ...bagWords])).toEqual([]);
    await page.getByRole('button', { name: 'ऑर्डर दें' }).click();
    await expect(page.getByTestId('order-success')).toBeVisible();
    await expect(page.getByTestId('order-id')).toHaveText(/^RZ-/);
    await page.screenshot({ path: shot('hindi-bag-ordered-360'), fullPage: true });

    // the studio in Hindi: a t-shirt with a picture and Hindi text, one size, confirmed
    await page.goto(`/hi/pilot?phone_number=${CUSTOMER.phone}`);
    await expect(page.getByRole('heading', { level: 1, name: 'अपना उत्पाद डिज़ाइन करें' })).toBeVisible();
    await page.getByRole('combobox', { name: 'उत्पाद', exact: true }).selectOption('tshirts');
    await page.getByRole('combobox', { name: 'आस्तीन', exact: true }).selectOption('Half Sleeve');
    const upload = page.getByTestId('design-upload');
    await expect(upload).toBeEnabled();
    await upload.setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await makePng(page, 1800, '#b0145a', 'RZ') });
    await page.getByPlaceholder('आपका टेक्स्ट').fill('रंगरेज़');
    await page.getByRole('button', { name: 'टेक्स्ट जोड़ें' }).click();
    await page.getByRole('combobox', { name: 'साइज़', exact: true }).selectOption('L');
    await expect(page.getByTestId('quote-total')).toHaveText(/^₹[\d,]+(\.\d\d)?$/);
    await page.screenshot({ path: shot('hindi-studio-360'), fullPage: true });
    // the whole studio page in Hindi: the order form and the canvas editor's tools beside it
    expect(await englishOnPage(page, allowed)).toEqual([]);
    await page.getByRole('button', { name: 'ऑर्डर पक्का करें' }).click();
    await expect(page.getByTestId('order-success')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('order-id')).toHaveText(/^RZ-/);
    await expect(page.getByRole('heading', { name: 'आपके ऑर्डर' })).toBeVisible();
    await page.screenshot({ path: shot('hindi-studio-ordered-360'), fullPage: true });
  });

  test('the Hindi home and catalogue carry no English outside the allowed words, and link within Hindi', async ({ page }) => {
    for (const path of ['/hi', '/hi/brevity']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      expect(await devanagariDrawn(page)).toBe(true);
      await page.screenshot({ path: shot(`hindi-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-360`), fullPage: true });
      expect(await englishOnPage(page, allowed), path).toEqual([]);
    }
    // the header's links stay in Hindi
    await page.getByRole('button', { name: 'मेन्यू' }).click();
    await expect(page.getByRole('navigation', { name: 'मोबाइल' }).getByRole('link', { name: 'सभी उत्पाद' })).toHaveAttribute('href', '/hi/brevity');
  });

  test('English stays at the specification’s addresses: no redirect whatever the browser asks, and never a Hindi page from a cache', async ({ request }) => {
    for (const path of ['/', '/brevity', '/brevity/1', '/help']) {
      for (let round = 0; round < 2; round += 1) {
        const english = await request.get(path, { headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' }, maxRedirects: 0 });
        expect(english.status(), path).toBe(200);
        expect(english.headers()['content-language']).toBe('en');
        const html = await english.text();
        expect(html).toContain('<html lang="en-IN"');
        expect(html).not.toContain('<html lang="hi-IN"');
        const hindi = await request.get(`/hi${path === '/' ? '' : path}`, { maxRedirects: 0 });
        expect(hindi.status(), path).toBe(200);
        expect(await hindi.text()).toContain('<html lang="hi-IN"');
      }
    }
    // the default language has no prefix of its own
    const prefixed = await request.get('/en/brevity', { maxRedirects: 0 });
    expect(prefixed.status()).toBe(307);
    expect(new URL(prefixed.headers().location ?? '', 'http://x').pathname).toBe('/brevity');
  });
});
