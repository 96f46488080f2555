/**
 * Next's cache (the public pages and the tagged fetches of lib/api/server.ts) in Redis, shared by every storefront
 * server (docs/deploy.md, "More than one machine"). next.config.ts names this file only when `next start` runs with
 * SHOP_REDIS_URL; without it Next keeps its default cache on its own disk, as one machine needs.
 *
 * - One refresh call (docs/revalidate.md) reaching any storefront deletes the tag's entries in Redis, so every
 *   storefront renders the page again on its next request: no server keeps a copy of its own.
 * - Keys start with the build's id: every storefront runs the same build (build once, copy `.next` to each), and a
 *   new build starts from an empty cache instead of reading pages an older build rendered.
 * - Redis down: each read is a miss and each write is dropped (the handler catches its errors), so pages are
 *   rendered on every request until Redis answers again; a refresh call meanwhile deletes nothing, so the guide
 *   says to run `manage.py storefront_refresh` once Redis is back.
 * - Each page entry carries its own lifetime, and nothing rendered from data a refresh call has since replaced is
 *   kept (server/shared-entries.mjs: without them a page one server rendered was rendered again in the background
 *   on the other every second, and such a render could write the old price back after the call; issue 47).
 */
import { createClient } from '@redis/client';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { redisTagTimes, sharedEntries } from './shared-entries.mjs';

/** a cache operation waits at most this long for Redis, then counts as a miss */
const TIMEOUT_MS = 1000;

CacheHandler.onCreation(({ buildId }) => {
  const client = createClient({ url: process.env.SHOP_REDIS_URL, pingInterval: 10_000 });
  let warned = false;
  client.on('error', (/** @type {Error} */ error) => {
    if (!warned) console.error(`Next's shared cache: Redis did not answer (${error.message}); pages are rendered afresh meanwhile`);
    warned = true;
  });
  client.on('ready', () => {
    warned = false;
  });
  // not awaited: the handler answers "miss" until the client is ready, and the client keeps reconnecting
  client.connect().catch(() => {});
  const keyPrefix = `rangrez:next:${buildId ?? 'dev'}:`;
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS });
  return { handlers: [sharedEntries(redis, { tagTimes: redisTagTimes(client, keyPrefix, TIMEOUT_MS) })] };
});

export default CacheHandler;
