// Lighthouse (mobile) on the home page, the catalogue and a product page; prints every category score.
// Usage: BASE_URL=http://127.0.0.1:3000 CHROME_PATH=/usr/bin/chromium node scripts/lighthouse.mjs [paths...]
// Exits 1 when a score is below MIN_SCORE (default 0, report only). Writes HTML reports to lighthouse-reports/.
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const base = (process.env.BASE_URL ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/brevity', '/brevity/1'];
const minScore = Number(process.env.MIN_SCORE ?? 0);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

let failed = false;
const rows = [];
try {
  mkdirSync('lighthouse-reports', { recursive: true });
  for (const path of paths) {
    const url = base + path;
    // Warm the server-side caches once so the measured run is the page a shopper gets.
    await fetch(url).catch(() => undefined);
    const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error', formFactor: 'mobile' });
    if (!result) throw new Error(`no result for ${url}`);
    const scores = Object.fromEntries(Object.values(result.lhr.categories).map((c) => [c.title, Math.round((c.score ?? 0) * 100)]));
    rows.push({ path, ...scores });
    console.log(`${path}: ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    if (Object.values(scores).some((score) => score < minScore)) failed = true;
    const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '-');
    writeFileSync(`lighthouse-reports/${name}.html`, result.report);
  }
} finally {
  await chrome.kill();
}
console.table(rows);
if (failed) {
  console.error(`A score is below ${minScore}.`);
  process.exit(1);
}
