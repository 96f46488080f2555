/**
 * Indian scripts on a phone (360 px, a finger, three device pixels to the CSS pixel): a customer writes a name in
 * Devanagari, Tamil or Bengali on an arc, orders, and the print file at 300 DPI holds the same shapes as the editor
 * showed, conjuncts and vowel signs included.
 *
 * The threshold. Fitted to the print area, the text is about 300 device pixels wide in the editor and 3,000 in the
 * print file. Cropped to the ink and drawn at one size (320 px wide), the two differ only where anti-aliasing rounds a
 * stroke's edge one way or the other, about a pixel along every edge of strokes 8 to 12 pixels wide: measured here,
 * an overlap (intersection over union) of 0.91 to 0.98. A conjunct the font did not form is the failure this test
 * exists for, and it is on the back of the same order: the same letters with a zero-width non-joiner, which keeps
 * प्र as प् + र, ஸ்ரீ as ஸ் + ரீ, ক্ষ as ক্ + ষ (what a renderer that draws code points one by one prints). Its print
 * matches its own editor as well (0.91 to 0.98), and compared with the front's editor it scores 0.13 to 0.25.
 * MATCH = 0.8 leaves a tenth below the worst match measured, for a busy machine's anti-aliasing, and is far above
 * any broken conjunct.
 */
import { writeFileSync } from 'node:fs';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { compareInk, pngDpi } from './studio-compare';
import { chosenFont, logInByApi, pngSize } from './studio-helpers';

const MATCH = 0.8;
const INK = '#222222'; // Black of the palette
const GARMENT = '#ffffff'; // White
const ZWNJ = '\u200c';

const shot = (name: string) => `e2e/screenshots/${name}.png`;

const WORDS = [
  { script: 'devanagari', word: 'प्रिया', broken: `प्${ZWNJ}रिया`, font: 'Noto Sans Devanagari', arc: 'Arc up' },
  { script: 'tamil', word: 'ஸ்ரீநிதி', broken: `ஸ்${ZWNJ}ரீநிதி`, font: 'Noto Sans Tamil', arc: 'Arc up' },
  { script: 'bengali', word: 'লক্ষ্মী', broken: `লক্${ZWNJ}ষ্মী`, font: 'Noto Sans Bengali', arc: 'Arc down' },
] as const;

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await logInByApi(page);
  return page;
}

/** Writes the words on the side shown, in the font, on the arc (its radius set from the keyboard), as large as fits. */
async function writeOnArc(page: Page, words: string, font: string, arc: string): Promise<void> {
  await page.getByLabel('Your text', { exact: true }).fill(words);
  // writing in the script switched the font to its face already (the picker stays closed: opening it fetches the
  // samples' faces, studio-limits.spec.ts)
  await expect(chosenFont(page)).toHaveText(`Font: ${font}`);
  await page.getByRole('radio', { name: 'Black', exact: true }).first().tap();
  await page.getByRole('radio', { name: arc, exact: true }).tap();
  await page.getByRole('button', { name: 'Add text' }).tap();
  await expect(page.getByRole('button', { name: /^Text "/ })).toHaveCount(1);
  const radius = page.getByLabel('Arc radius');
  await radius.focus();
  for (let i = 0; i < 4; i++) await radius.press('ArrowLeft'); // 2 inches less: a rounder arc
  await expect(page.locator('output[for="studio-radius"]')).toHaveText(/ in$/);
  await page.getByRole('button', { name: 'Fit to print area' }).tap();
  await expect(page.getByTestId('safe-zone-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Done' }).tap();
}

/** The editor's print area as the customer sees it, without the guides drawn over it. */
async function editorShot(page: Page, side: 'front' | 'back', name: string): Promise<Buffer> {
  return page.getByTestId(`print-area-${side}`).screenshot({
    path: shot(name),
    style: '.studio-guides { display: none !important } .studio-print-area { outline: none !important }',
  });
}

test.describe('the studio writes Indian scripts', () => {
  for (const { script, word, broken, font, arc } of WORDS) {
    test(`${word} in ${font} on an arc prints as the editor shows it`, async ({ browser }) => {
      test.setTimeout(180_000);
      const page = await phone(browser);
      const fonts: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/fonts/')) fonts.push(new URL(r.url()).pathname);
      });
      await page.goto('/pilot');
      await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
      await page.getByLabel('Sleeve', { exact: true }).selectOption('Half Sleeve');
      await page.getByRole('button', { name: 'White', exact: true }).tap();
      await expect(page.getByTestId('design-upload')).toBeEnabled();
      expect(fonts).toEqual([]); // no studio font is fetched before one is picked

      await writeOnArc(page, word, font, arc);
      const front = await editorShot(page, 'front', `scripts-${script}-editor-front`);
      // the back: the same letters with the conjunct broken, the failure the comparison must catch
      await page.getByRole('tab', { name: /Back/ }).tap();
      await writeOnArc(page, broken, font, arc);
      const back = await editorShot(page, 'back', `scripts-${script}-editor-back`);
      // only the picked face's files were fetched
      const pkg = font.toLowerCase().replace(/ /g, '-');
      expect(fonts.length).toBeGreaterThan(0);
      for (const f of fonts) expect(f.startsWith(`/fonts/${pkg}-`), f).toBe(true);

      await page.getByLabel('Size', { exact: true }).selectOption('M');
      // every tool fits the phone's width: nothing scrolls sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: shot(`scripts-${script}-phone`), fullPage: true });
      await page.getByRole('button', { name: 'Confirm Order' }).tap();
      await expect(page.getByTestId('order-success')).toHaveText('Order submitted successfully!', { timeout: 60_000 });
      const orderId = (await page.getByTestId('order-id').textContent())?.trim() ?? '';
      await page.screenshot({ path: shot(`scripts-${script}-ordered`), fullPage: true });

      const list = (await (await page.context().request.get('/api/order/customerlist/')).json()) as {
        order_details: { order_id: string; front: string; back: string }[];
      };
      const order = list.order_details.find((o) => o.order_id === orderId)!;
      const prints: Buffer[] = [];
      for (const [side, url] of [['front', order.front], ['back', order.back]] as const) {
        const body = Buffer.from(await (await page.context().request.get(url)).body());
        expect(pngSize(body)).toEqual({ width: 3600, height: 4800 });
        expect(pngDpi(body)).toBe(300);
        writeFileSync(shot(`scripts-${script}-print-${side}`), body);
        prints.push(body);
      }
      const colours = { ink: INK, garment: GARMENT };
      const sameFront = await compareInk(page, front, prints[0]!, colours);
      const sameBack = await compareInk(page, back, prints[1]!, colours);
      const brokenVsShaped = await compareInk(page, back, prints[0]!, colours); // the broken editor vs the shaped print
      console.log(`${script}: front ${sameFront.score.toFixed(3)}, back ${sameBack.score.toFixed(3)}, broken conjunct ${brokenVsShaped.score.toFixed(3)}`, sameFront);
      expect(sameFront.score).toBeGreaterThanOrEqual(MATCH);
      expect(sameBack.score).toBeGreaterThanOrEqual(MATCH);
      expect(brokenVsShaped.score).toBeLessThan(MATCH);

      if (script === 'devanagari') {
        // "Order again" puts the name back as it was: its words, its face, its arc
        await page.goto(`/pilot?order=${orderId}`);
        await page.getByRole('button', { name: `Text "${word}"` }).tap();
        await expect(page.getByLabel('Your text', { exact: true })).toHaveValue(word);
        await expect(chosenFont(page)).toHaveText(`Font: ${font}`);
        await expect(page.getByRole('radio', { name: arc, exact: true })).toBeChecked();
        await page.getByTestId('studio-stage').screenshot({ path: shot(`scripts-${script}-order-again`) });
      }
      await page.context().close();
    });
  }
});

test('every text tool works from the keyboard alone', async ({ page }) => {
  await logInByApi(page);
  await page.goto('/pilot');
  await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
  await page.getByLabel('Sleeve', { exact: true }).selectOption('Half Sleeve');
  await expect(page.getByTestId('design-upload')).toBeEnabled();
  await page.getByLabel('Your text', { exact: true }).focus();
  await page.keyboard.type('श्री गणेश');
  await expect(chosenFont(page)).toHaveText('Font: Noto Sans Devanagari');
  await page.keyboard.press('Tab'); // the font picker
  await page.keyboard.press('Enter'); // opens it
  await page.keyboard.press('Tab'); // the chosen face
  await page.keyboard.press('ArrowDown'); // the next face: Baloo 2
  await expect(chosenFont(page)).toHaveText('Font: Baloo 2');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add text' })).toBeFocused();
  await page.keyboard.press('Enter');
  const layer = page.getByRole('button', { name: 'Text "श्री गणेश"' });
  await expect(layer).toHaveAttribute('aria-pressed', 'true');

  // the look, each from its keys: a colour, an arc and its radius, spacing, an outline, a shadow
  await page.getByRole('radio', { name: 'Black', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Heather Orange', exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'Straight', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Arc up', exact: true })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Centre', exact: true })).toBeDisabled();
  const radius = page.getByLabel('Arc radius');
  const before = await radius.inputValue();
  await radius.focus();
  await page.keyboard.press('ArrowRight');
  await expect(radius).not.toHaveValue(before);
  await page.getByLabel('Letter spacing').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('output[for="studio-spacing"]')).toHaveText('2%');
  await page.getByLabel('Outline', { exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Outline thickness')).toBeVisible();
  await page.getByLabel('Shadow', { exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Shadow', { exact: true })).toBeChecked();
  await page.getByRole('radio', { name: 'Arc up', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Left', exact: true })).toBeEnabled();
  await page.getByRole('radio', { name: 'Centre', exact: true }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: 'Left', exact: true })).toBeChecked();

  // the layer from the layers list: the arrow keys move it, "Fit to print area" from Enter, Done lets it go
  await layer.focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Fit to print area' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('safe-zone-warning')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).focus();
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Add text' })).toBeVisible();
  await page.getByTestId('studio-stage').screenshot({ path: shot('scripts-keyboard') });
});
