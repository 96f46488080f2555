import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';

/** Kept in Next's cache like the public pages: SHOP_SITE_URL is read as they are made, so set it for the build too. */
export const revalidate = 3600;

/**
 * What crawlers leave alone: the team's pages (/office, /admin), the API, and each customer's own pages (the
 * account, the studio's order form, the bag, the review form). Everything else is public.
 */
const PRIVATE_PATHS = ['/office', '/admin', '/api', '/accounts', '/item', '/customerpilot', '/customer', '/custom', '/pilot', '/bag'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: PRIVATE_PATHS }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
