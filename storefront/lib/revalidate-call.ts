/**
 * Checks Django's signed call to refresh cached pages (issue 28, docs/revalidate.md): the body is
 * `{"tags": [...], "sent_at": unix seconds, "nonce": "..."}` and `X-Rangrez-Signature: sha256=<hex HMAC-SHA256 of the
 * raw body>`, keyed with SHOP_REVALIDATE_SECRET. Kept apart from the route handler so it is tested without Next's cache.
 *
 * Issue 33, point 11: the body is read only up to MAX_BODY_BYTES (413 past it, before reading the rest), a call sent
 * more than FUTURE_SKEW_SECONDS ahead of this clock is refused, and each signed body is accepted once: a replay inside
 * the window is refused (each Django call carries its own nonce, so two of one second are two bodies).
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CacheTag, isCacheTag } from './api/cache-tags';

/** How long ago `sent_at` may be: an older call could be a replay no longer remembered. */
export const WINDOW_SECONDS = 300;
/** How far ahead of this clock `sent_at` may be (two machines' clocks differ a little). */
export const FUTURE_SKEW_SECONDS = 30;
/** Django's body is a few hundred bytes; anything near this is not Django's. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Signed calls remembered within the window; Django sends a few a minute. Full: 503, and Django tries again later. */
export const MAX_REMEMBERED = 10_000;

export type Verdict = { ok: true; tags: CacheTag[] } | { ok: false; status: 400 | 401 | 503; message: string };

const BAD_SIGNATURE: Verdict = { ok: false, status: 401, message: 'Bad signature.' };
export const TOO_LARGE = `The body is too large: at most ${MAX_BODY_BYTES / 1024} KB.`;

export function sign(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

function signatureMatches(body: string, header: string | null, secret: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(sign(body, secret), 'utf8');
  const given = Buffer.from(header.trim(), 'utf8');
  // timingSafeEqual needs equal lengths; a length mismatch is a bad signature whatever it holds
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The request's body as text, or null when it is over `limit` bytes: a Content-Length over it is refused before a
 * byte is read, and a body without one is read only until it passes the limit.
 */
export async function readCapped(request: Request, limit = MAX_BODY_BYTES): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The signed calls accepted within the window: signature -> its `sent_at` (one process's memory). */
const KEY = Symbol.for('rangrez.revalidate.accepted');
const store = globalThis as typeof globalThis & { [KEY]?: Map<string, number> };
const accepted = (store[KEY] ??= new Map<string, number>());

/** Forgets every accepted call (for tests). */
export function forgetCalls(): void {
  accepted.clear();
}

/** How many accepted calls are remembered now (for tests: bounded by the window and MAX_REMEMBERED). */
export function rememberedCalls(): number {
  return accepted.size;
}

function forgetOld(nowSeconds: number): void {
  for (const [key, sentAt] of accepted) {
    if (sentAt < nowSeconds - WINDOW_SECONDS) accepted.delete(key);
  }
}

/** The call's tags when it is Django's (a matching signature, sent within the window, not seen before), else why not. */
export function checkCall(body: string, signature: string | null, secret: string | undefined, nowSeconds: number): Verdict {
  if (!secret || !signatureMatches(body, signature, secret)) return BAD_SIGNATURE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, message: 'The body is not JSON.' };
  }
  const { tags, sent_at: sentAt } = (parsed ?? {}) as { tags?: unknown; sent_at?: unknown };
  if (!Array.isArray(tags) || tags.length === 0 || !tags.every((t) => typeof t === 'string')) {
    return { ok: false, status: 400, message: 'tags must be a non-empty list of names.' };
  }
  if (typeof sentAt !== 'number' || !Number.isInteger(sentAt)) {
    return { ok: false, status: 400, message: 'sent_at must be Unix seconds (an integer).' };
  }
  if (sentAt < nowSeconds - WINDOW_SECONDS || sentAt > nowSeconds + FUTURE_SKEW_SECONDS) return BAD_SIGNATURE;
  const key = signature!.trim();
  if (accepted.has(key)) return BAD_SIGNATURE; // a replay of a call already taken
  forgetOld(nowSeconds); // a call older than the window is refused by its sent_at: no need to remember it
  if (accepted.size >= MAX_REMEMBERED) return { ok: false, status: 503, message: 'Too many calls; try again shortly.' };
  accepted.set(key, sentAt);
  return { ok: true, tags: [...new Set(tags.filter(isCacheTag))] };
}
