import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/site';

/** Read per request: the sitemap's address follows SHOP_SITE_URL as the server runs, not as it was built. */
export const dynamic = 'force-dynamic';

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
