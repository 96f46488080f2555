/**
 * The storefront's server: Next.js (production build) behind the page cache of server/page-cache.mjs, the build's
 * files from their brotli and gzip copies (server/precompressed.mjs), and all behind server/bad-address.mjs (a path
 * that does not decode: 400 in the one error shape).
 * `npm run start` runs it; PORT (3000) and STOREFRONT_HOST (127.0.0.1) as `next start -p -H` took them; SHOP_PAGE_CACHE_MS (5000,
 * 0 with SHOP_REDIS_URL: nginx caches in front of several storefronts) is how long a public page's bytes are kept, 0 to keep none; SHOP_PAGE_CACHE_MAX_ENTRIES (500), SHOP_PAGE_CACHE_MAX_MB (64)
 * and SHOP_PAGE_CACHE_PER_PATH (16) bound what is kept (server/page-cache.mjs's pageCacheOptions).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { pageCache, pageCacheOptions } from './server/page-cache.mjs';
import { refuseBadAddresses } from './server/bad-address.mjs';
import { servePrecompressed } from './server/precompressed.mjs';

const port = Number(process.env.PORT || 3000);
// not HOSTNAME: shells and containers set it to the machine's name
const hostname = process.env.STOREFRONT_HOST || '127.0.0.1';
const options = pageCacheOptions(process.env);

const app = next({ dev: false, hostname, port, dir: import.meta.dirname });
await app.prepare();
const handle = app.getRequestHandler();
// a path whose %-escapes do not decode is refused first: Next answered those 500
const pages = options.ttlMs > 0 ? pageCache(handle, options) : handle;
const built = path.join(import.meta.dirname, process.env.SHOP_NEXT_DIR?.trim() || '.next', 'static');
const serve = refuseBadAddresses(servePrecompressed(pages, built));

createServer((req, res) => serve(req, res)).listen(port, hostname, () => {
  console.log(`Storefront ready on http://${hostname}:${port}`);
});
