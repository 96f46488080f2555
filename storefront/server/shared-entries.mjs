/**
 * What Next needs of a cache that several storefront servers share and the Redis handler alone does not give it
 * (server/cache-handler.mjs wraps the handler in this; docs/deploy.md, "More than one machine"; issue 47).
 *
 * 1. Every entry says how long it stays fresh. Next learns a page's lifetime when it renders the page and keeps it in
 *    that process's memory; a server that reads a page another server rendered (`/brevity/<id>`, made on its first
 *    visit, is in no build manifest) knew none, counted it stale after one second and rendered it again in the
 *    background on every visit after that. A refresh call landing while such a render was under way deleted the
 *    page, then the render wrote the old price back, and both servers then kept it for the hour: `get` therefore
 *    answers the entry's own `cacheControl` (Next 16 prefers it over what the process remembers).
 * 2. What was rendered from data a refresh has since replaced is not kept. A render (or a fetch) that began before
 *    a refresh call and ends after it would write the old price back after the call deleted it; the time of every
 *    refreshed tag is kept in Redis, and an entry whose tag was refreshed after the server began making it is
 *    deleted again at once (checked after writing, so a call landing in between is never missed either).
 *    "Began" is the first time this server asked for the key without getting a fresh entry.
 */

/** field per tag: when (ms) a refresh call last named it, for every server */
export const TAG_TIMES = '__tag_times__';
/** a render never takes this long: an older "began" is forgotten (a render that failed and set nothing) */
export const RENDER_LIMIT_MS = 60_000;
/** keys being made at once, at most (the oldest forgotten first: its render then counts as begun a minute ago) */
export const PENDING_LIMIT = 10_000;

const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** Whether this entry is still fresh by its own lifetime (`lifespan.staleAt`, in seconds) at `at` (ms). */
function fresh(entry, at) {
  const staleAt = entry?.lifespan?.staleAt;
  return typeof staleAt !== 'number' || staleAt * 1000 > at;
}

/** A page's entry with the lifetime it was stored with, for Next to count its age by (point 1 above). */
export function withLifetime(entry) {
  const revalidate = entry?.lifespan?.revalidate;
  if (!entry || !PAGE_KINDS.has(entry.value?.kind) || entry.cacheControl) return entry;
  if (typeof revalidate !== 'number' && revalidate !== false) return entry;
  return { ...entry, cacheControl: { revalidate, expire: undefined } };
}

/**
 * The handler `inner` (get, set, revalidateTag, delete of @fortedigital/nextjs-cache-handler) with the two points
 * above. `tagTimes` reads and writes the shared tag times: `{ read(tags): Promise<(number|null)[]>, write(tag, ms) }`.
 */
export function sharedEntries(inner, { tagTimes, now = Date.now }) {
  /** key -> when this server began making it */
  const began = new Map();

  const changedSince = async (tags, since) => {
    if (!tags?.length) return false;
    return (await tagTimes.read([...tags])).some((time) => time !== null && time >= since);
  };

  return {
    ...inner,
    name: `${inner.name}-shared`,
    async get(key, meta) {
      const entry = await inner.get(key, meta);
      const at = now();
      if (entry && fresh(entry, at)) began.delete(key);
      else if (!(began.get(key) > at - RENDER_LIMIT_MS)) {
        began.delete(key);
        began.set(key, at);
        if (began.size > PENDING_LIMIT) began.delete(began.keys().next().value);
      }
      return withLifetime(entry);
    },
    async set(key, value, ctx) {
      const since = began.get(key) ?? now() - RENDER_LIMIT_MS;
      began.delete(key);
      await inner.set(key, value, ctx);
      if (await changedSince(value?.tags, since)) await inner.delete(key);
    },
    async revalidateTag(tag) {
      // the time first: a render that writes after this reads it; one that wrote before is found by the deletion
      await tagTimes.write(tag, now());
      await inner.revalidateTag(tag);
    },
  };
}

/** The shared tag times in Redis (a hash under the handler's key prefix). */
export function redisTagTimes(client, keyPrefix, timeoutMs) {
  const key = keyPrefix + TAG_TIMES;
  const timed = () => client.withAbortSignal(AbortSignal.timeout(timeoutMs));
  return {
    async read(tags) {
      return (await timed().hmGet(key, tags)).map((v) => (v == null ? null : Number(v)));
    },
    async write(tag, ms) {
      await timed().hSet(key, tag, String(ms));
    },
  };
}
