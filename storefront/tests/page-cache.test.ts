// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pageCache } from '../server/page-cache.mjs';

/** A stand-in for Next: public pages answered from its cache, the bag per request, a refresh call. */
function fakeNext() {
  const calls: string[] = [];
  let price = '₹499.00';
  let refreshStatus = 200;
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    calls.push(`${req.method} ${req.url} ${req.headers.rsc ?? ''}`);
    if (req.url === '/cache/revalidate') {
      res.statusCode = refreshStatus;
      res.end('{}');
      return;
    }
    res.setHeader('Vary', 'rsc, Accept-Encoding');
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
  };
}

let server: Server;
let base: string;
let next: ReturnType<typeof fakeNext>;
let clock: number;

async function start(ttlMs = 5000) {
  next = fakeNext();
  clock = 1_000_000;
  const serve = pageCache(next.handle, { ttlMs, now: () => clock });
  server = createServer((req, res) => {
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
