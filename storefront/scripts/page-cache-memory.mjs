/**
 * How much the page cache (server/page-cache.mjs) keeps under a flood of distinct addresses (issue 33 point 6):
 * a stand-in for Next answers every public page from its cache (200, `x-nextjs-cache: HIT`, ~20 kB), and
 * REQUESTS (15000) GETs of `/brevity?q=<QUERY_BYTES (4000) of noise>&n=<i>` go through the page cache, CONCURRENCY (16)
 * at a time; with PATHS=n they are spread over n paths (`/brevity/<i % n>?...`), as distinct pages would be.
 * Prints the process's memory (after a collection when run with --expose-gc) and what the cache holds, and exits
 * 1 if the cache holds more than its bounds (SHOP_PAGE_CACHE_MAX_ENTRIES, SHOP_PAGE_CACHE_MAX_MB, as server.mjs
 * reads them).
 *
 *   node --expose-gc scripts/page-cache-memory.mjs
 */
import { createServer, Agent, request } from 'node:http';
import { pageCache, pageCacheOptions } from '../server/page-cache.mjs';

const REQUESTS = Number(process.env.REQUESTS || 15000);
const CONCURRENCY = Number(process.env.CONCURRENCY || 16);
const QUERY_BYTES = Number(process.env.QUERY_BYTES || 4000);
const PATHS = Number(process.env.PATHS || 1);
const page = `<!doctype html><p>${'Brevity tee ₹499.00 '.repeat(1000)}</p>`;

const options = pageCacheOptions(process.env);
const serve = pageCache((req, res) => {
  res.setHeader('Vary', 'rsc, Accept-Encoding');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('x-nextjs-cache', 'HIT');
  res.end(page);
}, options);
const server = createServer((req, res) => serve(req, res));
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const noise = 'x'.repeat(QUERY_BYTES);

/** @param {string} path */
const get = (path) =>
  new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    req.end();
  });

const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const report = (/** @type {string} */ label) => {
  /** @type {any} */ (globalThis).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const held = serve.stats?.();
  const kept = held ? `; cache: ${held.entries} answers, ${mb(held.bytes)}, ${held.addresses} addresses` : '';
  console.log(`${label.padEnd(16)} rss ${mb(rss)}, heap ${mb(heapUsed)}${kept}`);
};

report('before');
let sent = 0;
async function worker() {
  while (sent < REQUESTS) {
    const n = sent++;
    await get(`${PATHS > 1 ? `/brevity/${n % PATHS}` : '/brevity'}?q=${noise}&n=${n}`);
    if ((n + 1) % 5000 === 0) report(`${n + 1} requests`);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
report('after');
agent.destroy();
server.close();

const held = serve.stats?.();
if (held && (held.entries > options.maxEntries || held.bytes > options.maxBytes || held.addresses > held.entries)) {
  console.error(`over the bounds: ${JSON.stringify(held)} (allowed ${options.maxEntries} answers, ${mb(options.maxBytes)})`);
  process.exit(1);
}
