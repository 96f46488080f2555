/**
 * How languages are routed (next-intl). English at the specification's addresses, unprefixed; Hindi (and any later
 * language) under /hi/...; a prefixed default (/en/x) is sent to /x. The language comes from the address alone:
 * no Accept-Language guess and no cookie, so an address always answers the same page in the same language. That is
 * what lets the page cache (server/page-cache.mjs), Next's cache and nginx's micro-cache key pages by their address
 * only, and it means an English visitor of a specification address is never redirected.
 */
import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './languages';

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // the pages write their own <link rel="alternate" hreflang> (components/layout/hreflang-links.tsx)
  alternateLinks: false,
});
