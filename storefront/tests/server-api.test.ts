import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { getBrands, getMe, getOrders } from '@/lib/api/server';
import { ApiError } from '@/lib/api/errors';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const anonymous = { authenticated: false, phone_number: null, name: null, is_staff: false };

afterEach(() => vi.unstubAllGlobals());

describe('server-side reads from Django', () => {
  it('send the visitor’s cookies with their own reads and never cache them', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ orders: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await getOrders('9876543210', 'sessionid=abc');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { next?: unknown }];
    expect(url).toMatch(/\/api\/order\/customerlist\/\?phone_number=9876543210$/);
    expect(init.headers).toMatchObject({ Cookie: 'sessionid=abc' });
    expect(init.cache).toBe('no-store');
    expect(init.next).toBeUndefined();
  });

  it('send no cookie with the shared, cached catalogue reads', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json([]));
    vi.stubGlobal('fetch', fetchMock);
    await getBrands();
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit & { next?: { revalidate: number } }];
    expect(init.headers).not.toHaveProperty('Cookie');
    expect(init.next).toEqual({ revalidate: 300 });
  });

  it('try a read once more when the connection drops, then succeed', async () => {
    const fetchMock = vi.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValueOnce(json(anonymous));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getMe('')).resolves.toMatchObject({ authenticated: false });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('give up after the second failure with the could-not-reach message (status 0)', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')));
    const error = await getMe('').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('do not retry a read that timed out (the shop is slow, not the connection)', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getMe('')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
