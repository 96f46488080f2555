import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

import { securityHeaders, STOREFRONT_PATHS } from './lib/security-headers';
import { defaultLanguageRewrites } from './i18n/rewrites';

const django = (process.env.DJANGO_ORIGIN ?? 'http://127.0.0.1:8000').replace(/\/$/, '');

/** Paths served by Django. Each gets a trailing-slash rule first so `/api/login/` keeps its slash. */
const proxied = ['api', 'admin', 'office', 'static', 'media'];

/**
 * Where Next keeps its cache: with SHOP_REDIS_URL at `next start`, in Redis, shared by every storefront server
 * (server/cache-handler.mjs); otherwise Next's default, on this server's disk (one machine, scripts/run). The build
 * always writes to disk: it needs no Redis, and the servers start from an empty shared cache of their own build.
 */
function sharedCache(phase: string): Pick<NextConfig, 'cacheHandler'> {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.SHOP_REDIS_URL?.trim()) return {};
  return { cacheHandler: require.resolve('./server/cache-handler.mjs') };
}

const nextConfig = (phase: string): NextConfig => ({
  ...sharedCache(phase),
  // the browser tests' second and later test shops serve a copy of the one build (scripts/test-shops.sh)
  distDir: process.env.SHOP_NEXT_DIR?.trim() || '.next',
  // Django's URLs end in a slash; Next must neither add nor strip one.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole body of every cached page for it, which halved a cached page's throughput
  // (issue 28, scripts/bench-storefront); the pages are refreshed on Django's call, not by the browser's If-None-Match.
  generateEtags: false,
  reactStrictMode: true,
  // scripts/test runs `tsc --noEmit` on the same sources just before its browser tests build the shop: a second
  // check in the build would only repeat it (SHOP_TYPES_CHECKED=1, set by scripts/test alone)
  typescript: { ignoreBuildErrors: process.env.SHOP_TYPES_CHECKED === '1' },
  async headers() {
    return [{ source: STOREFRONT_PATHS, headers: securityHeaders(process.env.NODE_ENV !== 'production') }];
  },
  async redirects() {
    return [
      { source: '/accounts', destination: '/office/#/accounts', permanent: false },
      { source: '/item', destination: '/office/#/items', permanent: false },
      { source: '/custom', destination: '/pilot', permanent: false },
      { source: '/customer', destination: '/customerpilot', permanent: false },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: proxied.flatMap((prefix) => [
        { source: `/${prefix}/`, destination: `${django}/${prefix}/` },
        { source: `/${prefix}/:path*/`, destination: `${django}/${prefix}/:path*/` },
        { source: `/${prefix}/:path*`, destination: `${django}/${prefix}/:path*` },
      ]),
      // after the files and the static routes (robots.txt, sitemap.xml, cache/revalidate): the English pages
      afterFiles: defaultLanguageRewrites(),
    };
  },
});

// the languages' messages and formats per request (i18n/request.ts); the messages files are compiled when the shop is
// built, so the browser gets no ICU message parser (12 kB compressed on every page) and formats without parsing
const withLanguages = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const config = (phase: string): NextConfig => withLanguages(nextConfig(phase));

export default config;
