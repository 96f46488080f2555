import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';

/** Kept in Next's cache like the public pages: SHOP_SITE_URL is read as they are made, so set it for the build too. */
export const revalidate = 3600;

/**
 * What crawlers leave alone: the team's pages (/office, /admin, and the old /accounts and /item addresses that
 * lead there) and the API. The customer's own pages are not listed: a crawler without the session gets the
 * customer home's refusal with `noindex` (which it must be allowed to read to obey), the studio is the shop's
 * public design page, and the bag is empty until a visitor fills it in their own browser. Listing them here would
 * only make Lighthouse and search engines report the pages as blocked (issue 28 keeps SEO at 100 on them).
 */
const PRIVATE_PATHS = ['/office', '/admin', '/api', '/accounts', '/item'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
