/**
 * The storefront's server: Next.js (production build) behind the page cache of server/page-cache.mjs (issue 28), and
 * both behind server/bad-address.mjs (a path that does not decode: 400 in the one error shape).
 * `npm run start` runs it; PORT (3000) and STOREFRONT_HOST (127.0.0.1) as `next start -p -H` took them; SHOP_PAGE_CACHE_MS (5000)
 * is how long a public page's bytes are kept, 0 to keep none.
 */
import { createServer } from 'node:http';
import next from 'next';
import { pageCache } from './server/page-cache.mjs';
import { refuseBadAddresses } from './server/bad-address.mjs';

const port = Number(process.env.PORT || 3000);
// not HOSTNAME: shells and containers set it to the machine's name
const hostname = process.env.STOREFRONT_HOST || '127.0.0.1';
const ttlMs = Number(process.env.SHOP_PAGE_CACHE_MS ?? 5000);

const app = next({ dev: false, hostname, port, dir: import.meta.dirname });
await app.prepare();
const handle = app.getRequestHandler();
// a path whose %-escapes do not decode is refused first: Next answered those 500 (issue 33, point 12)
const serve = refuseBadAddresses(ttlMs > 0 ? pageCache(handle, { ttlMs }) : handle);

createServer((req, res) => serve(req, res)).listen(port, hostname, () => {
  console.log(`Storefront ready on http://${hostname}:${port}`);
});
