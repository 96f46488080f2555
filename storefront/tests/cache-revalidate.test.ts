// @vitest-environment node
/** Django's signed call to refresh cached pages (issue 28, docs/revalidate.md). */
import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

import { POST } from '@/app/cache/revalidate/route';
import { MAX_REMEMBERED, forgetCalls, rememberedCalls } from '@/lib/revalidate-call';

const SECRET = 'test-only-revalidate-secret';
const NOW = 1_764_130_000;

const signature = (body: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

function call(body: string, sig: string | null = signature(body)): Promise<Response> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  if (sig !== null) headers.set('X-Rangrez-Signature', sig);
  return POST(new Request('http://127.0.0.1:3000/cache/revalidate', { method: 'POST', body, headers }));
}

let nonces = 0;
/** Django's body: each call its own nonce. */
const payload = (tags: unknown, sentAt: unknown = NOW) => JSON.stringify({ tags, sent_at: sentAt, nonce: `n${(nonces += 1)}` });

/** A body streamed in 16 KB chunks, without a Content-Length, counting how many chunks were pulled. */
function streamed(total: number) {
  const pulled = { chunks: 0 };
  const chunk = new Uint8Array(16 * 1024).fill(120);
  let left = total;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) return controller.close();
      pulled.chunks += 1;
      controller.enqueue(chunk.subarray(0, Math.min(left, chunk.length)));
      left -= chunk.length;
    },
  });
  return { body, pulled };
}

describe('POST /cache/revalidate', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    forgetCalls();
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

  it('accepts a call sent up to five minutes ago or 30 seconds ahead of its clock', async () => {
    expect((await call(payload(['reviews'], NOW - 300))).status).toBe(200);
    expect((await call(payload(['reviews'], NOW + 30))).status).toBe(200);
  });

  it('refuses a call sent more than 30 seconds in the future with 401', async () => {
    const response = await call(payload(['reviews'], NOW + 31));
    expect(response.status).toBe(401);
    expect((await call(payload(['reviews'], NOW + 300))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('accepts each signed call once: the same body again, inside the window, is refused with 401', async () => {
    const body = payload(['catalogue']);
    expect((await call(body)).status).toBe(200);
    const replay = await call(body);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'Bad signature.' });
    vi.setSystemTime((NOW + 200) * 1000);
    expect((await call(body)).status).toBe(401);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
    // two calls of one second with the same tags carry two nonces: both are taken
    expect((await call(payload(['catalogue'], NOW + 200))).status).toBe(200);
    expect((await call(payload(['catalogue'], NOW + 200))).status).toBe(200);
  });

  it('remembers accepted calls only for the window', async () => {
    for (let n = 0; n < 5; n += 1) expect((await call(payload(['brands']))).status).toBe(200);
    expect(rememberedCalls()).toBe(5);
    vi.setSystemTime((NOW + 301) * 1000);
    // the next call forgets those older than the window (their sent_at refuses a replay anyway)
    expect((await call(payload(['brands'], NOW + 301))).status).toBe(200);
    expect(rememberedCalls()).toBe(1);
  });

  it('remembers at most MAX_REMEMBERED calls: past that, 503 (Django tries again later)', async () => {
    for (let n = 0; n < MAX_REMEMBERED; n += 1) expect((await call(payload(['brands']))).status).toBe(200);
    const full = await call(payload(['brands']));
    expect(full.status).toBe(503);
    expect(rememberedCalls()).toBe(MAX_REMEMBERED);
  }, 120_000); // ten thousand signed calls: seconds on a busy two-core machine

  it('refuses a body declared over 64 KB with 413 before reading it', async () => {
    const { body, pulled } = streamed(64 * 1024 * 1024);
    const headers = new Headers({ 'Content-Length': String(64 * 1024 * 1024), 'X-Rangrez-Signature': 'sha256=00' });
    const request = new Request('http://127.0.0.1:3000/cache/revalidate', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The body is too large: at most 64 KB.' });
    expect(pulled.chunks).toBeLessThanOrEqual(1); // a stream may pull one chunk ahead; never the 64 MB
  });

  it('stops reading a body without a length once it passes 64 KB, with 413', async () => {
    const { body, pulled } = streamed(64 * 1024 * 1024);
    const request = new Request('http://127.0.0.1:3000/cache/revalidate', { method: 'POST', body, duplex: 'half' } as RequestInit);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(pulled.chunks).toBeLessThanOrEqual(6); // 64 KB is 4 chunks of 16 KB, plus what the stream pulls ahead
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('takes a signed body of just under 64 KB', async () => {
    const body = JSON.stringify({ tags: ['catalogue'], sent_at: NOW, nonce: 'x'.repeat(64 * 1024 - 60) });
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(64 * 1024);
    expect((await call(body)).status).toBe(200);
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
