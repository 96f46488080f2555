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
 */

const SKIP = ['/_next/', '/api/', '/admin', '/office', '/static/', '/media/', '/cache/'];
const HOP_BY_HOP = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const REFRESH = '/cache/revalidate';
const MAX_BODY = 2 * 1024 * 1024;

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

/**
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ ttlMs?: number, maxEntries?: number, now?: () => number }} [options]
 */
export function pageCache(handle, { ttlMs = 5000, maxEntries = 500, now = Date.now } = {}) {
  /** @type {Map<string, { status: number, headers: import('node:http').OutgoingHttpHeaders, body: Buffer, expires: number }>} */
  const kept = new Map();
  /** what each address's answer varies on, learnt from its last kept answer */
  /** @type {Map<string, string[]>} */
  const varies = new Map();

  /** @param {import('node:http').IncomingMessage} req @param {string[]} names */
  const keyOf = (req, names) => `${req.url}\n${names.map((name) => req.headers[name] ?? '').join('\n')}`;

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  function keep(req, res) {
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
      if (res.statusCode === 200 && headers['x-nextjs-cache'] === 'HIT' && !headers['set-cookie'] && size <= MAX_BODY) {
        const names = varyNames(headers);
        /** @type {import('node:http').OutgoingHttpHeaders} */
        const stored = {};
        for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) stored[name] = value;
        const body = Buffer.concat(chunks);
        stored['content-length'] = body.length;
        varies.set(/** @type {string} */ (req.url), names);
        if (kept.size >= maxEntries) kept.delete(/** @type {string} */ (kept.keys().next().value));
        kept.set(keyOf(req, names), { status: 200, headers: stored, body, expires: now() + ttlMs });
      }
      return end(chunk, ...rest);
    };
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  return function cachedPages(req, res) {
    const url = req.url ?? '/';
    const path = pathOf(url);
    if (req.method === 'POST' && path === REFRESH) {
      res.on('finish', () => {
        if (res.statusCode === 200) {
          kept.clear();
          varies.clear();
        }
      });
      return handle(req, res);
    }
    if (req.method !== 'GET' || SKIP.some((prefix) => path.startsWith(prefix))) return handle(req, res);
    const names = varies.get(url);
    if (names) {
      const hit = kept.get(keyOf(req, names));
      if (hit && hit.expires > now()) {
        res.writeHead(hit.status, hit.headers);
        res.end(hit.body);
        return undefined;
      }
    }
    keep(req, res);
    return handle(req, res);
  };
}
