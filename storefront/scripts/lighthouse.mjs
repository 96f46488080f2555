// Lighthouse (mobile) on the home page, the catalogue and a product page; prints every category score and the
// Performance metrics behind it. RUNS=n measures each page n times and reports the median (Lighthouse's own
// advice: single runs of one page vary by several points on a busy machine). Default 5.
// Pages are measured in turns, each run with the host's CPU steal beside it (a shared VM's neighbours show there).
// Before measuring, each page is fetched a few times and given WARMUP unrecorded Lighthouse runs (default 1): a
// freshly started Next server compiles each route's code on its first requests, which a running shop has long done.
// Usage: BASE_URL=http://127.0.0.1:3000 CHROME_PATH=/usr/bin/chromium RUNS=5 node scripts/lighthouse.mjs [paths...]
// LOGIN=phone:password logs in through the API first and measures every page with that session's cookies (for
// /customerpilot, which shows a log-in prompt to a visitor).
// Exits 1 when a median score is below MIN_SCORE (default 0, report only). Writes HTML reports to lighthouse-reports/.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const base = (process.env.BASE_URL ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
/** A path on BASE_URL, or a whole address (two builds on two ports, measured in turns, compare side by side). */
const address = (path) => (/^https?:/.test(path) ? path : base + path);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/brevity', '/brevity/1'];
const runs = Math.max(1, Number(process.env.RUNS ?? 5));
const warmups = Math.max(0, Number(process.env.WARMUP ?? 1));
const minScore = Number(process.env.MIN_SCORE ?? 0);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The session and CSRF cookies of a log-in through the shop's own API (as the log-in page does it). */
async function loginCookies(spec) {
  const [phone_number, password] = spec.split(':');
  const first = await fetch(`${base}/api/csrf/`);
  const jar = new Map();
  const keep = (res) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  keep(first);
  const { csrftoken } = await first.json();
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrftoken, Cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), Origin: base, Referer: `${base}/login` },
    body: JSON.stringify({ phone_number, password }),
  });
  if (!res.ok) throw new Error(`log-in as ${phone_number} failed: ${res.status} ${await res.text()}`);
  keep(res);
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
const extraHeaders = process.env.LOGIN ? { Cookie: await loginCookies(process.env.LOGIN) } : undefined;
const flags = (more = {}) => ({ logLevel: 'error', formFactor: 'mobile', ...(extraHeaders ? { extraHeaders } : {}), ...more });

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** CPU time the hypervisor gave to other machines (steal) and in all, from /proc/stat; null off Linux. */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { steal: fields[7] ?? 0, total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return null;
  }
}
const stealPercent = (before, after) =>
  before && after && after.total > before.total ? (100 * (after.steal - before.steal)) / (after.total - before.total) : NaN;

let failed = false;
const rows = [];
const results = Object.fromEntries(paths.map((path) => [path, []]));
const reportName = (path) => (path === '/' ? 'home' : path.replace(/^https?:\/\/[^/]*?(?::(\d+))?(?=\/|$)/, '$1').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home');
try {
  mkdirSync('lighthouse-reports', { recursive: true });
  for (const path of paths) {
    const url = address(path);
    for (let i = 0; i < 5; i += 1) await fetch(url, { headers: extraHeaders }).catch(() => undefined);
    for (let i = 0; i < warmups; i += 1) await lighthouse(url, flags({ port: chrome.port }));
  }
  // Pages take turns (/, /brevity, /brevity/1, then again), so a busy spell on a shared machine costs each page a run
  // instead of one page all of its runs; the CPU steal of each run says how busy the host was meanwhile.
  for (let run = 1; run <= runs; run += 1) {
    for (const path of paths) {
      const before = cpuTimes();
      const result = await lighthouse(address(path), flags({ port: chrome.port, output: 'html' }));
      const steal = stealPercent(before, cpuTimes());
      if (!result) throw new Error(`no result for ${address(path)}`);
      const { categories, audits } = result.lhr;
      const scores = Object.fromEntries(Object.values(categories).map((c) => [c.title, Math.round((c.score ?? 0) * 100)]));
      const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, audits[id]?.numericValue ?? NaN]));
      results[path].push({ scores, metrics, steal });
      const shown = Object.entries(metrics).map(([k, v]) => (k === 'CLS' ? `${k} ${v.toFixed(3)}` : `${k} ${Math.round(v)} ms`));
      console.log(
        `${path} run ${run}: ${Object.entries(scores).map(([k, v]) => `${k} ${v}`).join(', ')} | ${shown.join(', ')} | CPU steal ${steal.toFixed(1)}%`,
      );
      writeFileSync(`lighthouse-reports/${reportName(path)}${runs > 1 ? `-${run}` : ''}.html`, result.report);
    }
  }
  for (const path of paths) {
    const own = results[path];
    const titles = Object.keys(own[0].scores);
    const row = { path, runs };
    for (const title of titles) row[title] = median(own.map((r) => r.scores[title]));
    // Performance varies from run to run (on this 2-core machine, mostly by when headless Chromium draws its first
    // frame, and by other machines on the same host): the worst run and how many runs reached 95 are shown too.
    const perf = own.map((r) => r.scores.Performance);
    row['Perf worst'] = Math.min(...perf);
    row['Perf >= 95'] = `${perf.filter((v) => v >= 95).length}/${runs}`;
    row['TBT ms'] = Math.round(median(own.map((r) => r.metrics.TBT)));
    row['LCP ms'] = Math.round(median(own.map((r) => r.metrics.LCP)));
    row['steal %'] = Number(median(own.map((r) => r.steal)).toFixed(1));
    rows.push(row);
    if (titles.some((title) => row[title] < minScore)) failed = true;
  }
} finally {
  await chrome.kill();
}
console.log(runs > 1 ? `Medians of ${runs} runs per page:` : 'Scores:');
console.table(rows);
if (failed) {
  console.error(`A median score is below ${minScore}.`);
  process.exit(1);
}
