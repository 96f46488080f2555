// @vitest-environment node
/** Django's signed call to refresh cached pages (issue 28, docs/revalidate.md). */
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

import { POST } from '@/app/cache/revalidate/route';

const SECRET = 'test-only-revalidate-secret';
const NOW = 1_764_130_000;

const signature = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function call(body: string, sig: string | null = signature(body)): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (sig !== null) headers.set('X-Rangrez-Signature', sig);
  return POST(new Request('http://127.0.0.1:3000/cache/revalidate', { method: 'POST', body, headers }));
}

const payload = (tags: unknown, sentAt: unknown = NOW) => JSON.stringify({ tags, sent_at: sentAt });

describe('POST /cache/revalidate', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubEnv('SHOP_REVALIDATE_SECRET', SECRET);
    vi.useFakeTimers({ now: NOW * 1000, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.useRealTimers();
  });

  it('expires each named tag at once when Django signed the call', async () => {
    const response = await call(payload(['brands', 'catalogue']));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['brands', 'catalogue'] });
    expect(revalidateTag.mock.calls).toEqual([
      ['brands', { expire: 0 }],
      ['catalogue', { expire: 0 }],
    ]);
  });

  it('ignores tag names it does not know', async () => {
    const response = await call(payload(['catalogue', 'orders']));
    expect(await response.json()).toEqual({ revalidated: ['catalogue'] });
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('accepts a call sent up to five minutes before or after now', async () => {
    expect((await call(payload(['reviews'], NOW - 300))).status).toBe(200);
    expect((await call(payload(['reviews'], NOW + 300))).status).toBe(200);
  });

  it.each([
    ['no signature', null],
    ['a signature with another key', signature(payload(['catalogue']), 'another-secret')],
    ['a signature of another body', signature(payload(['brands']))],
    ['a bare hex digest', signature(payload(['catalogue'])).slice('sha256='.length)],
  ])('refuses %s with 401 and refreshes nothing', async (_, sig) => {
    const response = await call(payload(['catalogue']), sig);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Bad signature.' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a correctly signed call sent more than five minutes ago (a replay) with 401', async () => {
    const response = await call(payload(['catalogue'], NOW - 301));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Bad signature.' });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses every call with 401 when the storefront has no secret', async () => {
    vi.stubEnv('SHOP_REVALIDATE_SECRET', '');
    const body = payload(['catalogue']);
    const response = await call(body, signature(body, ''));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', 'tags=catalogue'],
    ['no tags', JSON.stringify({ sent_at: NOW })],
    ['an empty list of tags', payload([])],
    ['tags that are not names', payload([1, 2])],
    ['no sent_at', JSON.stringify({ tags: ['catalogue'] })],
    ['sent_at that is not whole seconds', payload(['catalogue'], 1764130000.5)],
  ])('answers 400 with a message for a signed body with %s', async (_, body) => {
    const response = await call(body);
    expect(response.status).toBe(400);
    expect((await response.json()).message).toEqual(expect.any(String));
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
