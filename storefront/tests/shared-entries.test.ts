// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type Handler, type SharedEntry, type TagTimes, sharedEntries } from '../server/shared-entries.mjs';

/** Redis as the handler of @fortedigital/nextjs-cache-handler uses it, shared by every server of the test. */
function sharedRedis() {
  const entries = new Map<string, SharedEntry>();
  const times = new Map<string, number>();
  const handler: Handler = {
    name: 'redis-strings',
    get: async (key) => entries.get(key) ?? null,
    set: async (key, value) => void entries.set(key, value),
    revalidateTag: async (tag) => {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
    delete: async (key) => void entries.delete(key),
  };
  const tagTimes: TagTimes = {
    read: async (tags) => tags.map((t) => times.get(t) ?? null),
    write: async (tag, ms) => void times.set(tag, ms),
  };
  return { entries, handler, tagTimes };
}

/** A storefront server's view of the shared cache, with a clock of the test's. */
function server(redis: ReturnType<typeof sharedRedis>, clock: { ms: number }) {
  return sharedEntries(redis.handler, { tagTimes: redis.tagTimes, now: () => clock.ms });
}

/** The product page as Next stores it: tagged by its fetches, fresh for the hour its route says. */
function productPage(price: string, at: number): SharedEntry {
  const seconds = Math.floor(at / 1000);
  return {
    lastModified: at,
    lifespan: { revalidate: 3600, staleAt: seconds + 3600, expireAt: seconds + 5400 },
    tags: ['_N_T_/brevity/1', 'catalogue', 'reviews'],
    value: { kind: 'APP_PAGE', html: `<p>${price}</p>` },
  };
}

const meta = { implicitTags: [] };

describe("Next's cache shared by several storefront servers", () => {
  it('gives a page rendered by one server its lifetime on the other, so the other does not render it again', async () => {
    const redis = sharedRedis();
    const clock = { ms: 1_000_000 };
    const [a, b] = [server(redis, clock), server(redis, clock)];
    await a.get('/brevity/1', meta);
    await a.set('/brevity/1', productPage('₹1,357', clock.ms));
    clock.ms += 2000;

    const seen = await b.get('/brevity/1', meta);

    expect(seen?.cacheControl).toEqual({ revalidate: 3600, expire: undefined });
  });

  it('does not keep a page rendered from the old price when a refresh call came during the render', async () => {
    const redis = sharedRedis();
    const clock = { ms: 1_000_000 };
    const [a, b] = [server(redis, clock), server(redis, clock)];
    expect(await b.get('/brevity/1', meta)).toBeNull(); // b begins rendering with the old price
    clock.ms += 300;
    await a.revalidateTag('catalogue'); // the office changed the price; the call reached a
    clock.ms += 300;

    await b.set('/brevity/1', productPage('₹1,246', clock.ms - 600));

    expect(redis.entries.has('/brevity/1')).toBe(false);
    expect(await a.get('/brevity/1', meta)).toBeNull(); // the next visitor's render reads the new price
  });

  it('keeps a page rendered after the refresh call, and one whose tags no call named', async () => {
    const redis = sharedRedis();
    const clock = { ms: 1_000_000 };
    const [a, b] = [server(redis, clock), server(redis, clock)];
    await a.revalidateTag('catalogue');
    clock.ms += 10;
    await b.get('/brevity/1', meta);
    await b.set('/brevity/1', productPage('₹1,357', clock.ms));
    await b.get('/help', meta);
    await a.revalidateTag('testimonials');
    await b.set('/help', { ...productPage('', clock.ms), tags: ['pages'] });

    expect([...redis.entries.keys()]).toEqual(['/brevity/1', '/help']);
  });

  it('counts a render from the visit that found the page missing, not from a fresh visit before it', async () => {
    const redis = sharedRedis();
    const clock = { ms: 1_000_000 };
    const [a, b] = [server(redis, clock), server(redis, clock)];
    await b.get('/brevity/1', meta);
    await b.set('/brevity/1', productPage('₹1,246', clock.ms));
    clock.ms += 1000;
    await b.get('/brevity/1', meta); // fresh: served from the cache
    clock.ms += 1000;
    await a.revalidateTag('catalogue');
    clock.ms += 1000;
    expect(await b.get('/brevity/1', meta)).toBeNull();
    await b.set('/brevity/1', productPage('₹1,357', clock.ms));

    expect(redis.entries.has('/brevity/1')).toBe(true);
  });
});
