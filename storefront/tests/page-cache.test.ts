// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageCache, pageCacheOptions, type PageCacheOptions } from '../server/page-cache.mjs';

/** A stand-in for Next: public pages answered from its cache, the bag per request, a refresh call. */
function fakeNext() {
  const calls: string[] = [];
  let price = '₹499.00';
  let refreshStatus = 200;
  let gate: Promise<void> | null = null;
  let open = () => {};
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    calls.push(`${req.method} ${req.url} ${req.headers.rsc ?? ''}`);
    if (gate && req.method === 'GET') {
      // the price as it is when Next answers, not when the request came
      gate.then(() => answer(req, res));
      return;
    }
    answer(req, res);
  };
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/cache/revalidate') {
      res.statusCode = refreshStatus;
      res.end('{}');
      return;
    }
    res.setHeader('Vary', 'rsc, Accept-Encoding');
    // proxy.ts says which language the address is in
    res.setHeader('Content-Language', req.url?.startsWith('/hi') ? 'hi' : 'en');
    res.setHeader('Content-Type', req.headers.rsc ? 'text/x-component' : 'text/html; charset=utf-8');
    if (req.url === '/bag') {
      res.setHeader('Cache-Control', 'private, no-store');
      res.end('<p>your bag</p>');
      return;
    }
    if (req.url === '/login') res.setHeader('Set-Cookie', 'csrftoken=abc');
    if (req.url === '/stale') {
      res.setHeader('x-nextjs-cache', 'STALE');
    } else {
      res.setHeader('x-nextjs-cache', 'HIT');
    }
    res.write(req.headers.rsc ? 'flight:' : '<p>');
    res.end(`${price}</p>`);
  };
  return {
    handle,
    calls,
    setPrice: (p: string) => (price = p),
    refuseRefresh: () => (refreshStatus = 401),
    /** Next takes its time with pages until `release()` */
    hold: () => (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => {
      gate = null;
      open();
    },
  };
}

let server: Server;
let base: string;
let next: ReturnType<typeof fakeNext>;
let clock: number;
let serve: ReturnType<typeof pageCache>;
let arrived: number;

async function start(ttlMs = 5000, bounds: PageCacheOptions = {}) {
  next = fakeNext();
  clock = 1_000_000;
  arrived = 0;
  serve = pageCache(next.handle, { ttlMs, now: () => clock, ...bounds });
  server = createServer((req, res) => {
    arrived += 1;
    serve(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(base + path, { headers });
  return { status: response.status, body: await response.text(), headers: response.headers };
};

describe('the page cache in front of Next', () => {
  it("serves a page Next answered from its cache again without asking Next, with Next's headers", async () => {
    await start();
    const first = await get('/brevity');
    const second = await get('/brevity');
    expect(second.body).toBe(first.body);
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(next.calls).toEqual(['GET /brevity ']);
  });

  it("keeps apart answers that vary: a client navigation's RSC payload never gets the HTML", async () => {
    await start();
    await get('/brevity');
    const flight = await get('/brevity', { RSC: '1' });
    expect(flight.body).toBe('flight:₹499.00</p>');
    expect((await get('/brevity')).body).toBe('<p>₹499.00</p>');
    expect((await get('/brevity', { RSC: '1' })).body).toBe('flight:₹499.00</p>');
    expect(next.calls).toHaveLength(2);
  });

  it('never keeps a personal page, a page that sets a cookie, or a stale answer', async () => {
    await start();
    for (const path of ['/bag', '/login', '/stale']) {
      await get(path);
      await get(path);
    }
    expect(next.calls).toHaveLength(6);
  });

  it("forgets every page when Next accepts Django's refresh call, so a new price shows at once", async () => {
    await start();
    await get('/brevity/1');
    next.setPrice('₹549.00');
    expect((await get('/brevity/1')).body).toContain('₹499.00');
    await fetch(`${base}/cache/revalidate`, { method: 'POST', body: '{}' });
    expect((await get('/brevity/1')).body).toContain('₹549.00');
  });

  it('keeps the pages when the refresh call is refused (a forged call empties nothing)', async () => {
    await start();
    await get('/brevity/1');
    next.refuseRefresh();
    next.setPrice('₹549.00');
    await fetch(`${base}/cache/revalidate`, { method: 'POST', body: '{}' });
    expect((await get('/brevity/1')).body).toContain('₹499.00');
  });

  it('asks Next again once the kept bytes are older than the time allowed', async () => {
    await start(5000);
    await get('/help');
    next.setPrice('₹549.00');
    clock += 4999;
    expect((await get('/help')).body).toContain('₹499.00');
    clock += 2;
    expect((await get('/help')).body).toContain('₹549.00');
  });

  it("leaves the API, Next's files and unsafe methods to Next", async () => {
    await start();
    for (const path of ['/api/catalogue/items/', '/_next/static/a.js', '/office/']) {
      await get(path);
      await get(path);
    }
    await fetch(`${base}/contact`, { method: 'POST', body: 'x' });
    await fetch(`${base}/contact`, { method: 'POST', body: 'x' });
    expect(next.calls).toHaveLength(8);
  });
});

const noise = 'x'.repeat(600);

describe('what the page cache keeps is bounded (issue 33)', () => {
  it('holds at most the configured number of answers, and forgets the addresses with them', async () => {
    await start(5000, { maxEntries: 20, maxPerPath: 1000 });
    for (let i = 0; i < 200; i += 1) await get(`/brevity/${i}?q=${noise}`);
    const held = serve.stats();
    expect(held.entries).toBe(20);
    expect(held.addresses).toBeLessThanOrEqual(20);
    expect(held.paths).toBeLessThanOrEqual(20);
  });

  it('holds at most the configured bytes, and never a page bigger than all of them', async () => {
    await start(5000, { maxEntries: 1000, maxPerPath: 1000 });
    await get(`/brevity/0?q=${noise}`);
    const one = serve.stats().bytes;
    const maxBytes = one * 5 + one / 2;
    await start(5000, { maxEntries: 1000, maxPerPath: 1000, maxBytes });
    for (let i = 0; i < 100; i += 1) await get(`/brevity/${i}?q=${noise}`);
    const held = serve.stats();
    expect(held.bytes).toBeLessThanOrEqual(maxBytes);
    expect(held.entries).toBe(5);

    await start(5000, { maxBytes: one - 1 });
    await get(`/brevity/0?q=${noise}`);
    expect(serve.stats()).toMatchObject({ entries: 0, bytes: 0, addresses: 0 });
  });

  it('forgets the least recently served page first, not the first one kept', async () => {
    await start(5000, { maxEntries: 3 });
    for (const path of ['/', '/help', '/contact']) await get(path);
    await get('/'); // served from the cache: now the most recent
    await get('/bulk'); // pushes out /help, the least recently served
    next.calls.length = 0;
    await get('/');
    await get('/contact');
    await get('/bulk');
    expect(next.calls).toEqual([]);
    await get('/help');
    expect(next.calls).toEqual(['GET /help ']);
  });

  it("lets one page's query-string variants push out only that page's other variants", async () => {
    await start(5000, { maxEntries: 50, maxPerPath: 4 });
    await get('/help');
    await get('/contact');
    for (let i = 0; i < 100; i += 1) await get(`/brevity?utm=${i}&q=${noise}`);
    expect(serve.stats()).toMatchObject({ entries: 6, addresses: 6, paths: 3 });
    next.calls.length = 0;
    await get('/help');
    await get('/contact');
    await get('/brevity?utm=99&q=' + noise);
    expect(next.calls).toEqual([]);
  });

  it('reads its bounds from the environment, with defaults for what is unset or not a number', () => {
    expect(pageCacheOptions({})).toEqual({ ttlMs: 5000, maxEntries: 500, maxBytes: 64 * 1024 * 1024, maxPerPath: 16 });
    expect(
      pageCacheOptions({
        SHOP_PAGE_CACHE_MS: '0',
        SHOP_PAGE_CACHE_MAX_ENTRIES: '2000',
        SHOP_PAGE_CACHE_MAX_MB: '8',
        SHOP_PAGE_CACHE_PER_PATH: 'lots',
      }),
    ).toEqual({ ttlMs: 0, maxEntries: 2000, maxBytes: 8 * 1024 * 1024, maxPerPath: 16 });
    expect(pageCacheOptions({ SHOP_PAGE_CACHE_MAX_ENTRIES: '-1', SHOP_PAGE_CACHE_MAX_MB: ' ' })).toMatchObject({
      maxEntries: 500,
      maxBytes: 64 * 1024 * 1024,
    });
  });

  it('keeps nothing by default when the storefront servers share Next\'s cache in Redis (nginx caches in front)', () => {
    expect(pageCacheOptions({ SHOP_REDIS_URL: 'redis://10.0.0.5:6379/1' }).ttlMs).toBe(0);
    expect(pageCacheOptions({ SHOP_REDIS_URL: ' ' }).ttlMs).toBe(5000);
    expect(pageCacheOptions({ SHOP_REDIS_URL: 'redis://10.0.0.5:6379/1', SHOP_PAGE_CACHE_MS: '1000' }).ttlMs).toBe(1000);
  });
});

describe('the page cache asks Next once for many requests at once', () => {
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('sends one request to Next when many miss the same expired page together, and answers them all', async () => {
    await start(5000);
    await get('/brevity');
    clock += 6000;
    next.setPrice('₹549.00');
    next.hold();
    const before = arrived;
    const answers = Promise.all(Array.from({ length: 5 }, () => get('/brevity')));
    await until(() => arrived === before + 5);
    next.release();
    const bodies = (await answers).map((answer) => answer.body);
    expect(bodies).toEqual(Array(5).fill('<p>₹549.00</p>'));
    expect(next.calls).toEqual(['GET /brevity ', 'GET /brevity ']);
  });

  it('keeps apart requests that vary: a navigation waits for no HTML', async () => {
    await start(5000);
    await get('/brevity');
    await get('/brevity', { RSC: '1' });
    clock += 6000;
    next.hold();
    const before = arrived;
    const answers = Promise.all([get('/brevity'), get('/brevity', { RSC: '1' })]);
    await until(() => arrived === before + 2);
    next.release();
    expect((await answers).map((answer) => answer.body)).toEqual(['<p>₹499.00</p>', 'flight:₹499.00</p>']);
    expect(next.calls).toHaveLength(4);
  });

  it("does not keep a page Next answered before Django's refresh call was accepted", async () => {
    await start(5000);
    next.hold();
    const old = get('/brevity/1');
    await until(() => next.calls.length === 1);
    await fetch(`${base}/cache/revalidate`, { method: 'POST', body: '{}' });
    next.release();
    await old;
    next.setPrice('₹549.00');
    expect((await get('/brevity/1')).body).toContain('₹549.00');
  });
});

describe('the page cache and the languages', () => {
  /** A Next that answers each address in a language: by default the address's own; `wrong` answers every address in Hindi. */
  function multilingual(wrong = false) {
    const calls: string[] = [];
    const handle = (req: IncomingMessage, res: ServerResponse) => {
      calls.push(req.url ?? '');
      const hindi = wrong || req.url?.startsWith('/hi');
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('Vary', 'rsc, Accept-Encoding');
      res.setHeader('Content-Language', hindi ? 'hi' : 'en');
      res.end(hindi ? '<html lang="hi-IN">सभी उत्पाद</html>' : '<html lang="en-IN">All Products</html>');
    };
    return { handle, calls };
  }

  async function serveWith(handle: (req: IncomingMessage, res: ServerResponse) => void) {
    serve = pageCache(handle, { ttlMs: 5000, locales: ['en', 'hi'] });
    server = createServer((req, res) => serve(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('keeps the English and the Hindi page of one product apart, each served to its own language', async () => {
    const fake = multilingual();
    await serveWith(fake.handle);
    for (let round = 0; round < 3; round += 1) {
      expect((await get('/brevity')).body).toBe('<html lang="en-IN">All Products</html>');
      expect((await get('/hi/brevity')).body).toBe('<html lang="hi-IN">सभी उत्पाद</html>');
    }
    // one trip to Next per language, the rest from the cache
    expect(fake.calls).toEqual(['/brevity', '/hi/brevity']);
  });

  it('never keeps a page whose language is not its address\'s: an English visitor is not served a Hindi page', async () => {
    const fake = multilingual(true);
    await serveWith(fake.handle);
    await get('/brevity');
    await get('/brevity');
    expect(fake.calls).toEqual(['/brevity', '/brevity']);
    expect(serve.stats().entries).toBe(0);
    // the Hindi address's Hindi answer is kept as usual
    await get('/hi/brevity');
    await get('/hi/brevity');
    expect(fake.calls).toHaveLength(3);
  });

  it('reads an address as English unless its first segment names another language', async () => {
    const { languageOfPath } = await import('../i18n/language-of-path.mjs');
    expect(languageOfPath('/', ['en', 'hi'], 'en')).toBe('en');
    expect(languageOfPath('/hi', ['en', 'hi'], 'en')).toBe('hi');
    expect(languageOfPath('/hi/brevity/4?x=1', ['en', 'hi'], 'en')).toBe('hi');
    expect(languageOfPath('/hindi-posters', ['en', 'hi'], 'en')).toBe('en');
    expect(languageOfPath('/help/hi', ['en', 'hi'], 'en')).toBe('en');
  });
});

describe('the English addresses inside Next', () => {
  it('sends every address to app/[locale] as English unless it starts with a language', async () => {
    const { defaultLanguageRewrites } = await import('../i18n/rewrites');
    // Next's own matcher of a rewrite's source
    const { getPathMatch } = await import('next/dist/shared/lib/router/utils/path-match');
    const [root, rest] = defaultLanguageRewrites();
    expect(root).toEqual({ source: '/', destination: '/en' });
    const english = getPathMatch(rest!.source);
    for (const path of ['/brevity', '/brevity/4', '/help/tshirts', '/hindi-posters', '/customerpilot/quotes']) expect(english(path), path).toBeTruthy();
    for (const path of ['/hi', '/hi/brevity', '/hi/brevity/4', '/en', '/en/brevity']) expect(english(path), path).toBe(false);
  });
});
