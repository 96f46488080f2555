/**
 * The shop's public address, for what leaves the page: canonical URLs, the sitemap, Open Graph and JSON-LD.
 * SHOP_SITE_URL names it (read on the server at request time); the shop's own domain when unset.
 */
export const DEFAULT_SITE_URL = 'https://rangrez.in';

export const SHOP_NAME = 'Rangrez';
export const SUPPORT_EMAIL = 'support@rangrez.in';
export const SUPPORT_PHONE = '+91 98765 00000';

export function siteOrigin(): string {
  const raw = (process.env.SHOP_SITE_URL ?? '').trim();
  try {
    if (raw) return new URL(raw).origin;
  } catch {
    // a malformed value is ignored rather than written into every page
  }
  return DEFAULT_SITE_URL;
}

/** `path` ('/brevity/1', or a URL already absolute) as an absolute URL on the shop's origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).toString();
}
