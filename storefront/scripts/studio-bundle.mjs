// What the studio (/pilot) costs a phone, in three steps, with every script and font it fetches:
//   1. first load: the page until the network is quiet (the first-load JS);
//   2. the customer starts designing (a tap on the studio wakes the editor: fabric.js and the canvases);
//   3. the customer writes a Hindi name and picks Noto Sans Devanagari (that font's files, nothing else);
//   4. the customer opens the shelf of templates and clip-art (its code, its list and the drawings shown).
// Bytes are counted twice: as sent (gzip from `next start`) and decoded. Fails when a font of the studio is fetched
// before step 3 or another script's font is fetched at all (fonts load only when picked), and when anything of the
// shelf (/api/studio/) is fetched before step 4.
// Usage: BASE_URL=http://127.0.0.1:3100 CHROME_PATH=/usr/bin/chromium node scripts/studio-bundle.mjs [--json out.json]
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = (process.env.BASE_URL ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100').replace(/\/$/, '');
const jsonOut = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : null;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
const requests = new Map();
cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
  requests.set(requestId, { url: response.url, type, sent: 0, decoded: 0, step: step });
});
cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
  const r = requests.get(requestId);
  if (r) r.decoded += dataLength;
});
cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
  const r = requests.get(requestId);
  if (r) r.sent = encodedDataLength;
});

let step = 'first load';
const quiet = () => page.waitForLoadState('networkidle');
await page.goto(`${base}/pilot`, { waitUntil: 'networkidle' });

step = 'editor woken';
await page.getByLabel('Product', { exact: true }).selectOption('tshirts');
await page.getByTestId('design-upload').waitFor({ state: 'attached' });
await page.locator('.studio-stage').tap();
await page.waitForFunction(() => document.querySelectorAll('.studio-print-area canvas').length > 0);
await quiet();

step = 'Devanagari picked';
// (the studio before Indian scripts had no such font: there the step adds the text in the default font)
const family = (await page.locator('#studio-font option[value="Noto Sans Devanagari"]').count()) ? 'Noto Sans Devanagari' : null;
await page.locator('#studio-text').fill('प्रिया');
if (family) await page.getByLabel('Font', { exact: true }).selectOption(family);
await page.getByRole('button', { name: 'Add text' }).click();
if (family) {
  await page.waitForFunction(
    (name) => [...document.fonts].some((f) => f.family.replace(/"/g, '') === name && f.status === 'loaded'),
    family,
  );
}
await quiet();

step = 'shelf opened';
const shelf = page.getByRole('button', { name: 'Templates & clip-art' });
if (await shelf.count()) {
  await shelf.tap();
  await page.getByRole('button', { name: 'Add Diwali' }).waitFor();
  await quiet();
}
await browser.close();

const shelfCall = (r) => new URL(r.url).pathname.startsWith('/api/studio/');
const kind = (r) => (r.type === 'Script' ? 'js' : r.type === 'Font' ? 'font' : shelfCall(r) ? 'shelf' : null);
const steps = ['first load', 'editor woken', 'Devanagari picked', 'shelf opened'];
const kb = (n) => (n / 1024).toFixed(1);
const summary = {};
for (const s of steps) {
  const rows = [...requests.values()].filter((r) => r.step === s && kind(r));
  const sum = (k, f) => rows.filter((r) => kind(r) === k).reduce((a, r) => a + r[f], 0);
  summary[s] = {
    js: { files: rows.filter((r) => kind(r) === 'js').length, sent: sum('js', 'sent'), decoded: sum('js', 'decoded') },
    fonts: rows.filter((r) => kind(r) === 'font').map((r) => ({ url: new URL(r.url).pathname, sent: r.sent })),
    shelf: { files: rows.filter((r) => kind(r) === 'shelf').length, sent: sum('shelf', 'sent') },
  };
}
console.log('| step | JS files | JS sent (gzip) | JS decoded | fonts fetched | shelf: list and drawings |');
console.log('|---|---:|---:|---:|---|---|');
for (const s of steps) {
  const { js, fonts, shelf: art } = summary[s];
  const fontList = fonts.length ? fonts.map((f) => `${f.url.split('/').pop()} (${kb(f.sent)} kB)`).join(', ') : 'none';
  const shelfText = art.files ? `${art.files} files, ${kb(art.sent)} kB` : 'none';
  console.log(`| ${s} | ${js.files} | ${kb(js.sent)} kB | ${kb(js.decoded)} kB | ${fontList} | ${shelfText} |`);
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(summary, null, 2));

// the studio's fonts are in /fonts/; the site's own (Geist) is Next's, under /_next/
const studioFonts = (s) => summary[s].fonts.filter((f) => f.url.startsWith('/fonts/'));
const early = [...studioFonts('first load'), ...studioFonts('editor woken')];
const stray = studioFonts('Devanagari picked').filter((f) => !/noto-sans-devanagari/.test(f.url));
if (early.length || stray.length) {
  console.error('Fonts fetched before they were picked:', [...early, ...stray].map((f) => f.url).join(', '));
  process.exit(1);
}
const shelfEarly = steps.slice(0, 3).reduce((n, s) => n + summary[s].shelf.files, 0);
if (shelfEarly) {
  console.error(`The shelf was fetched before it was opened: ${shelfEarly} requests`);
  process.exit(1);
}
