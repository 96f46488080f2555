/**
 * The shop's public address, for what leaves the page: canonical URLs, the sitemap, robots.txt, Open Graph and
 * JSON-LD. SHOP_SITE_URL names it (read on the server as a page is made), else SHOP_PUBLIC_URL (the address Django
 * writes into e-mails; scripts/run sets both from its port); unset, this server's own local address
 * (`http://127.0.0.1:<PORT>`), never a domain the shop may not own (issue 33, point 4).
 */
export function defaultSiteUrl(): string {
  const port = Number(process.env.PORT) || 3000;
  return `http://127.0.0.1:${port}`;
}

export const SHOP_NAME = 'Rangrez';
export const SUPPORT_EMAIL = 'support@rangrez.in';
export const SUPPORT_PHONE = '+91 98765 00000';

export function siteOrigin(): string {
  for (const name of ['SHOP_SITE_URL', 'SHOP_PUBLIC_URL'] as const) {
    const raw = (process.env[name] ?? '').trim();
    try {
      if (raw) return new URL(raw).origin;
    } catch {
      // a malformed value is ignored rather than written into every page
    }
  }
  return defaultSiteUrl();
}

/** `path` ('/brevity/1', or a URL already absolute) as an absolute URL on the shop's origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin()}/`).toString();
}
