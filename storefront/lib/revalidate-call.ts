/**
 * Checks Django's signed call to refresh cached pages (issue 28, docs/revalidate.md): the body is
 * `{"tags": [...], "sent_at": unix seconds}` and `X-Rangrez-Signature: sha256=<hex HMAC-SHA256 of the raw body>`,
 * keyed with SHOP_REVALIDATE_SECRET. Kept apart from the route handler so it is tested without Next's cache.
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type CacheTag, isCacheTag } from './api/cache-tags';

/** How far `sent_at` may be from now, either way: an older call could be a replay. */
export const WINDOW_SECONDS = 300;

export type Verdict = { ok: true; tags: CacheTag[] } | { ok: false; status: 400 | 401; message: string };

const BAD_SIGNATURE: Verdict = { ok: false, status: 401, message: 'Bad signature.' };

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

/** The call's tags when it is Django's (a matching signature, sent within the window), else why not. */
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
  if (Math.abs(nowSeconds - sentAt) > WINDOW_SECONDS) return BAD_SIGNATURE;
  return { ok: true, tags: [...new Set(tags.filter(isCacheTag))] };
}
