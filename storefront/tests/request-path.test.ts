import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { readCookie } from '@/lib/api/http';
import { getBrands, getMe, getOrders, getSellerPage } from '@/lib/api/server';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const anonymous = { authenticated: false, phone_number: null, name: null, is_staff: false };
type Sent = [Request, RequestInit & { next?: { revalidate: number; tags?: string[] } }];

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrftoken=; max-age=0';
});

describe('server components reach Django', () => {
  it('with the visitor’s cookies for their own data, never cached', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ order_details: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await getOrders('9876543210', 'sessionid=abc');
    const [request, init] = fetchMock.mock.calls[0] as Sent;
    expect(request.url).toBe('http://127.0.0.1:8000/api/order/customerlist/?phone_number=9876543210');
    expect(request.headers.get('Cookie')).toBe('sessionid=abc');
    expect(init.cache).toBe('no-store');
    expect(init.next).toBeUndefined();
  });

  it('without a cookie for the shared catalogue, cached under its tag for an hour at most (issue 28)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json([]));
    vi.stubGlobal('fetch', fetchMock);
    await getBrands();
    const [request, init] = fetchMock.mock.calls[0] as Sent;
    expect(request.headers.get('Cookie')).toBeNull();
    expect(init.next).toEqual({ revalidate: 3600, tags: ['brands'] });
    expect(init.cache).toBeUndefined();
  });

  it('ask for the Hindi taglines and the Hindi seller page at their own addresses, so each language is its own entry', async () => {
    const fetchMock = vi.fn().mockImplementation(async () => json([{ name: 'Chai Club', slug: 'chai-club', tagline: 'कटिंग चाय वालों के लिए।' }]));
    vi.stubGlobal('fetch', fetchMock);
    const [brand] = await getBrands('hi');
    expect(brand?.tagline).toBe('कटिंग चाय वालों के लिए।');
    await getBrands('en');
    const [hindi] = fetchMock.mock.calls[0] as Sent;
    const [english] = fetchMock.mock.calls[1] as Sent;
    expect(new URL(hindi.url).searchParams.get('lang')).toBe('hi');
    expect(new URL(english.url).searchParams.has('lang')).toBe(false);
    await getSellerPage('returns', 'hi').catch(() => null);
    const [page] = fetchMock.mock.calls[2] as Sent;
    expect(new URL(page.url).pathname).toBe('/api/pages/returns/');
    expect(new URL(page.url).searchParams.get('lang')).toBe('hi');
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

describe('the browser reaches Django through the same path', () => {
  beforeEach(() => {
    document.cookie = 'csrftoken=; max-age=0';
  });

  it('sends the CSRF cookie’s token with an unsafe call, same origin', async () => {
    document.cookie = 'csrftoken=tok123';
    const fetchMock = vi.fn().mockResolvedValue(json({ message: 'Thank you for signing up!' }, 201));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.newsletter('a@b.in')).resolves.toBe('Thank you for signing up!');
    const [request] = fetchMock.mock.calls[0] as Sent;
    expect(request.url).toBe(`${window.location.origin}/api/newsletter/`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-CSRFToken')).toBe('tok123');
    expect(await request.json()).toEqual({ email: 'a@b.in' });
  });

  it('asks /api/csrf/ for a token when there is no cookie yet, and sends none with a read', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ csrftoken: 'fresh' }))
      .mockResolvedValueOnce(json({ message: 'Logged out.' }))
      .mockResolvedValueOnce(json(anonymous));
    vi.stubGlobal('fetch', fetchMock);
    await api.logout();
    await api.me();
    const [csrf, logout, me] = fetchMock.mock.calls.map((call) => (call as Sent)[0]);
    expect(new URL(csrf!.url).pathname).toBe('/api/csrf/');
    expect(logout!.headers.get('X-CSRFToken')).toBe('fresh');
    expect(me!.headers.get('X-CSRFToken')).toBeNull();
  });

  it('never sends a write twice when the connection drops', async () => {
    document.cookie = 'csrftoken=tok123';
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const error = await api.checkout({ items: [], paymentMethod: 'cod', code: '', upiReference: '' }, 'key-1').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('turns the one error body into the one error type, field errors included', async () => {
    document.cookie = 'csrftoken=tok123';
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json({ message: 'Bulk orders start at 10 pieces.', errors: { quantity: ['Bulk orders start at 10 pieces.'] } }, 400)));
    const error = (await api
      .bulk({ name: 'A', email: 'a@b.in', phone_number: '9876543210', product: 'tshirts', quantity: 2, message: '' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Bulk orders start at 10 pieces.');
    expect(error.errors).toEqual({ quantity: ['Bulk orders start at 10 pieces.'] });
  });

  it('sends Confirm Order as multipart with its Idempotency-Key', async () => {
    document.cookie = 'csrftoken=tok123';
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const input = { product: 'tshirts', sleeve: 'Half Sleeve', color: '#222222', lines: [{ size: 'M', quantity: 2 }], instructions: '' };
    const place = { ...input, paymentMethod: 'cod' as const, code: '', upiReference: '', front: new Blob(['png']), back: null };
    await api.placeOrder(place, 'key-9').catch(() => undefined);
    const [request] = fetchMock.mock.calls[0] as Sent;
    expect(request.headers.get('Idempotency-Key')).toBe('key-9');
    const form = await request.formData();
    expect(form.get('sizes')).toBe('[{"size":"M","quantity":2}]');
    expect(form.has('front')).toBe(true);
    expect(form.has('back')).toBe(false);
  });
});

describe('readCookie', () => {
  it('finds the csrftoken', () => expect(readCookie('csrftoken', 'a=1; csrftoken=abc%3D; b=2')).toBe('abc='));
});
