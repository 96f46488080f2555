/**
 * The storefront's page cache in front of Next (issue 28): a public page Next answers from its own cache
 * (`x-nextjs-cache: HIT`, status 200, no cookie set) is kept here as bytes for a few seconds and served again
 * without going through Next's router and renderer, the way a micro-caching proxy would. Everything else (the
 * customer's own pages, the API proxied to Django, files, misses, stale answers) goes to Next untouched.
 *
 * - A kept answer is served only to a request that agrees on every header the answer `Vary`s on (the RSC
 *   headers of client navigation, Accept-Encoding), so a navigation never gets the HTML and gzip never reaches a
 *   client that did not ask for it.
 * - Django's signed refresh (`POST /cache/revalidate`, docs/revalidate.md) empties it when Next accepts the call,
 *   so a changed price is shown at once; `ttlMs` bounds what a lost call or another instance can leave behind.
 * - What is kept is bounded (issue 33: one entry per distinct address, query strings included, grew the process
 *   without end): at most `maxEntries` answers and `maxBytes` bytes (body, headers and address), the least recently
 *   served going first, and at most `maxPerPath` answers per path, so one page's query-string and header variants
 *   push out only that page's other variants, never the rest of the shop. The query string stays in the key: a
 *   kept answer is never served for an address Next was not asked about.
 * - Languages (i18n/routing.ts): an address names its language ('/hi/...' Hindi, any other English), and an answer is
 *   kept only when its `Content-Language` (set by proxy.ts) is that language, under a key that holds it: an English
 *   visitor is never served a Hindi page from here, nor the reverse, whatever Next answered.
 * - Many requests missing the same kept-but-expired answer at once wait for the first one's answer (one trip to
 *   Next, not one each).
 */

import { readFileSync } from 'node:fs';
import { languageOfPath } from '../i18n/language-of-path.mjs';

/** The shop's languages (i18n/language-list.json): the first is the default, at the unprefixed addresses. */
const LANGUAGES = JSON.parse(readFileSync(new URL('../i18n/language-list.json', import.meta.url), 'utf8')).map(
  (/** @type {{ code: string }} */ l) => l.code,
);

const SKIP = ['/_next/', '/api/', '/admin', '/office', '/static/', '/media/', '/cache/'];
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const REFRESH = '/cache/revalidate';
const MAX_BODY = 2 * 1024 * 1024;
/** what an entry's objects and map slots take beside its bytes, roughly */
const ENTRY_OVERHEAD = 256;
const MB = 1024 * 1024;

/**
 * @typedef {{ path: string, url: string, status: number, headers: import('node:http').OutgoingHttpHeaders,
 *   body: Buffer, expires: number, bytes: number }} Entry
 */

/**
 * The settings server.mjs reads: `SHOP_PAGE_CACHE_MS` (5000; 0 keeps nothing), `SHOP_PAGE_CACHE_MAX_ENTRIES` (500),
 * `SHOP_PAGE_CACHE_MAX_MB` (64) and `SHOP_PAGE_CACHE_PER_PATH` (16). A value that is not a number >= 0 is ignored.
 * With `SHOP_REDIS_URL` (several storefront servers sharing Next's cache) `SHOP_PAGE_CACHE_MS` defaults to 0: a refresh
 * call reaches one server, so a copy kept by another would outlive it; nginx's micro-cache stands in front of them
 * all instead (deploy/nginx/rangrez.conf).
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheOptions(env) {
  /** @param {string} name @param {number} fallback */
  const read = (name, fallback) => {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : NaN;
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    ttlMs: Math.floor(read('SHOP_PAGE_CACHE_MS', env.SHOP_REDIS_URL?.trim() ? 0 : 5000)),
    maxEntries: Math.floor(read('SHOP_PAGE_CACHE_MAX_ENTRIES', 500)),
    maxBytes: Math.floor(read('SHOP_PAGE_CACHE_MAX_MB', 64) * MB),
    maxPerPath: Math.floor(read('SHOP_PAGE_CACHE_PER_PATH', 16)),
  };
}

/** @param {string} url */
function pathOf(url) {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** @param {import('node:http').OutgoingHttpHeaders} headers */
function varyNames(headers) {
  const vary = headers.vary;
  if (!vary) return [];
  return String(vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}

/** @template T @param {Iterable<T>} items @returns {T} */
const first = (items) => items[Symbol.iterator]().next().value;

/**
 * The kept answers in least-recently-served order (a Map keeps insertion order: a served entry is moved to the end),
 * with, per address, the headers its answer varies on (kept while the address has an answer, so bounded with them).
 * @param {{ maxEntries: number, maxBytes: number, maxPerPath: number }} bounds
 */
function lruStore({ maxEntries, maxBytes, maxPerPath }) {
  /** @type {Map<string, Entry>} */
  const kept = new Map();
  /** each path's keys, least recently served first */
  /** @type {Map<string, Set<string>>} */
  const byPath = new Map();
  /** @type {Map<string, { names: string[], entries: number }>} */
  const varies = new Map();
  let bytes = 0;

  /** @param {string} key */
  function drop(key) {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
    const keys = /** @type {Set<string>} */ (byPath.get(entry.path));
    keys.delete(key);
    if (!keys.size) byPath.delete(entry.path);
    const vary = varies.get(entry.url);
    if (vary && --vary.entries === 0) varies.delete(entry.url);
  }

  return {
    drop,
    /** @param {string} url */
    names: (url) => varies.get(url)?.names,
    /** @param {string} key */
    get(key) {
      const entry = kept.get(key);
      if (!entry) return undefined;
      kept.delete(key);
      kept.set(key, entry);
      const keys = /** @type {Set<string>} */ (byPath.get(entry.path));
      keys.delete(key);
      keys.add(key);
      return entry;
    },
    /** @param {string} key @param {string[]} names @param {Entry} entry */
    set(key, names, entry) {
      drop(key);
      if (entry.bytes > maxBytes || maxEntries < 1 || maxPerPath < 1) return;
      while ((byPath.get(entry.path)?.size ?? 0) >= maxPerPath) drop(first(/** @type {Set<string>} */ (byPath.get(entry.path))));
      while (kept.size >= maxEntries || bytes + entry.bytes > maxBytes) drop(first(kept.keys()));
      kept.set(key, entry);
      bytes += entry.bytes;
      const keys = byPath.get(entry.path) ?? byPath.set(entry.path, new Set()).get(entry.path);
      /** @type {Set<string>} */ (keys).add(key);
      const vary = varies.get(entry.url);
      if (vary) {
        vary.names = names;
        vary.entries += 1;
      } else varies.set(entry.url, { names, entries: 1 });
    },
    clear() {
      kept.clear();
      byPath.clear();
      varies.clear();
      bytes = 0;
    },
    stats: () => ({ entries: kept.size, bytes, addresses: varies.size, paths: byPath.size }),
  };
}

/** @param {import('node:http').ServerResponse} res @param {Entry} entry */
function send(res, entry) {
  res.writeHead(entry.status, entry.headers);
  res.end(entry.body);
}

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ ttlMs?: number, maxEntries?: number, maxBytes?: number, maxPerPath?: number, now?: () => number }} [options]
 */
export function pageCache(handle, { ttlMs = 5000, maxEntries = 500, maxBytes = 64 * MB, maxPerPath = 16, now = Date.now, locales = LANGUAGES } = {}) {
  /** @param {string} url */
  const languageOf = (url) => languageOfPath(pathOf(url), locales, locales[0] ?? 'en');
  const store = lruStore({ maxEntries, maxBytes, maxPerPath });
  /** the answers on their way from Next, by key, settled when the response closes */
  /** @type {Map<string, Promise<unknown>>} */
  const pending = new Map();
  /** counts the refresh calls Next accepted: an answer Next gave before one is not kept after it */
  let generation = 0;

  /** @param {import('node:http').IncomingMessage} req @param {string[]} names */
  const keyOf = (req, names) => `${languageOf(req.url ?? '/')}\n${req.url}\n${names.map((name) => req.headers[name] ?? '').join('\n')}`;

  /**
   * Pass the request to Next, keeping its answer if it is a public page from Next's cache.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} [expiredKey] the kept answer this one replaces
   */
  function fromNext(req, res, expiredKey) {
    const url = /** @type {string} */ (req.url);
    const started = generation;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    /** @param {any} chunk @param {any} [encoding] */
    const collect = (chunk, encoding) => {
      if (chunk == null || typeof chunk === 'function' || size > MAX_BODY) return;
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
      chunks.push(bytes);
      size += bytes.length;
    };
    /** @type {any} */ (res).write = (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    };
    /** @type {any} */ (res).end = (/** @type {any} */ chunk, /** @type {any[]} */ ...rest) => {
      collect(chunk, rest[0]);
      const headers = res.getHeaders();
      if (expiredKey) store.drop(expiredKey);
      const sameLanguage = String(headers['content-language'] ?? '') === languageOf(url);
      const keepable = res.statusCode === 200 && headers['x-nextjs-cache'] === 'HIT' && !headers['set-cookie'] && sameLanguage;
      if (keepable && size <= MAX_BODY && started === generation) {
        const names = varyNames(headers);
        /** @type {import('node:http').OutgoingHttpHeaders} */
        const stored = {};
        let headerBytes = 0;
        for (const [name, value] of Object.entries(headers)) {
          if (HOP_BY_HOP.has(name)) continue;
          stored[name] = value;
          headerBytes += name.length + String(value).length;
        }
        const body = Buffer.concat(chunks);
        stored['content-length'] = body.length;
        const key = keyOf(req, names);
        // the key, and the address in it again in the entry and in the Vary map
        const bytes = body.length + headerBytes + 2 * Buffer.byteLength(key) + ENTRY_OVERHEAD;
        const entry = { path: pathOf(url), url, status: 200, headers: stored, body, expires: now() + ttlMs, bytes };
        store.set(key, names, entry);
      }
      return end(chunk, ...rest);
    };
    return handle(req, res);
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  function cachedPages(req, res) {
    const url = req.url ?? '/';
    const path = pathOf(url);
    if (req.method === 'POST' && path === REFRESH) {
      res.on('finish', () => {
        if (res.statusCode === 200) {
          generation += 1;
          store.clear();
        }
      });
      return handle(req, res);
    }
    if (req.method !== 'GET' || SKIP.some((prefix) => path.startsWith(prefix))) return handle(req, res);
    const names = store.names(url);
    if (!names) return fromNext(req, res);
    const key = keyOf(req, names);
    const hit = store.get(key);
    if (hit && hit.expires > now()) return send(res, hit);
    const coming = pending.get(key);
    if (coming) {
      return coming.then(() => {
        const fresh = store.get(key);
        return fresh && fresh.expires > now() ? send(res, fresh) : fromNext(req, res);
      });
    }
    const closed = new Promise((resolve) => res.once('close', resolve));
    pending.set(key, closed);
    closed.then(() => pending.get(key) === closed && pending.delete(key));
    return fromNext(req, res, hit ? key : undefined);
  }
  cachedPages.stats = store.stats;
  return cachedPages;
}
