/**
 * The studio on a phone (360 px): a 20000 x 20000 PNG of a few kB is refused with the bound and why, before the
 * browser decodes it (lib/images/picture-size.ts); the font picker shows each face's sample in its own script,
 * drawn in that face; a new outline on a white tee starts black.
 */
import { deflateSync } from 'node:zlib';
import { type Page, expect, test } from '@playwright/test';
import { chosenFont, logInByApi } from './studio-helpers';

const shot = (name: string) => `e2e/screenshots/${name}.png`;

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])));
  return Buffer.concat([head, body, crc]);
}

/** A valid 1-bit PNG, all black: its IDAT deflates `width` x `height` zero pixels to a few kB. */
function hugePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // a filter byte and the packed pixels, all zero
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

async function openStudio(page: Page): Promise<void> {
  await logInByApi(page);
  await page.goto('/pilot');
  await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
  await page.getByLabel('Sleeve', { exact: true }).selectOption('Half Sleeve');
  await page.getByRole('button', { name: 'White', exact: true }).tap();
  await expect(page.getByTestId('design-upload')).toBeEnabled();
}

test.use({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test('a 20000 x 20000 PNG of a few kB is refused with the bound, before it is decoded', async ({ page }) => {
  const bomb = hugePng(20_000, 20_000);
  expect(bomb.length).toBeLessThan(200_000);
  await openStudio(page);
  await page.getByTestId('design-upload').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: bomb });
  const notice = page.getByText(/^This picture is 20000 x 20000 pixels, too large to open\./);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(
    'This picture is 20000 x 20000 pixels, too large to open. Please choose one of at most 50 megapixels and 10000 ' +
      'pixels a side (a 12 x 16 inch print at 300 DPI needs 3600 x 4800).',
  );
  await expect(page.getByRole('button', { name: /^Picture/ })).toHaveCount(0); // nothing was added to the design
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('studio-limits-huge-png') });
});

test("the font picker shows each face's sample in its own script, in that face; an outline starts black on white", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/fonts/')) fetched.push(new URL(r.url()).pathname);
  });
  await openStudio(page);
  expect(fetched).toEqual([]); // closed, the picker fetches nothing
  await expect(chosenFont(page)).toHaveText('Font: Anton');
  await chosenFont(page).tap();
  const list = page.getByRole('group', { name: 'Font', exact: true });
  const samples = {
    'Noto Sans Devanagari': 'देवनागरी',
    'Noto Sans Bengali': 'বাংলা',
    'Noto Sans Gurmukhi': 'ਗੁਰਮੁਖੀ',
    'Noto Sans Gujarati': 'ગુજરાતી',
    'Noto Sans Tamil': 'தமிழ்',
    'Noto Sans Telugu': 'తెలుగు',
    'Noto Sans Kannada': 'ಕನ್ನಡ',
    'Noto Sans Malayalam': 'മലയാളം',
  };
  for (const [family, sample] of Object.entries(samples)) {
    await expect(list.getByRole('radio', { name: `${sample} ${family}` })).toHaveCount(1);
  }
  await expect(list.getByRole('radio', { name: 'Pacifico Pacifico' })).toHaveCount(1);
  // each sample is drawn in its face: the face's file for that script is fetched and loaded, under the sample family
  const loaded = async () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
    });
  await expect.poll(loaded).toEqual(expect.arrayContaining(['Noto Sans Tamil (sample)', 'Baloo 2 (sample)', 'Pacifico (sample)']));
  expect(fetched).toContain('/fonts/noto-sans-tamil-tamil-400-normal.woff2');
  expect(fetched).not.toContain('/fonts/noto-sans-tamil-latin-400-normal.woff2'); // only what the sample draws
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('studio-limits-font-picker') });

  await list.getByRole('radio', { name: 'தமிழ் Noto Sans Tamil' }).check();
  await expect(chosenFont(page)).toHaveText('Font: Noto Sans Tamil');

  await page.getByRole('checkbox', { name: 'Outline' }).check();
  await expect(page.getByRole('group', { name: /^Outline colour/ })).toContainText('Outline colour: Black');
});
