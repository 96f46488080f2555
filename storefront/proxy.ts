import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_LOCALE, LOCALES } from './i18n/languages';
import { languageOfPath } from './i18n/language-of-path.mjs';

/**
 * Before a page is routed:
 * - `/office` (no slash) goes to the back office at `/office/`, keeping the query. A redirect rule in next.config
 *   would also match `/office/` and loop, and NextURL drops a trailing slash, so the exact path is checked here and
 *   the Location header is written by hand.
 * - The default language never has a prefix: `/en/x` is sent to `/x` (the specification's address).
 * - Every page says its language (Content-Language, from its address: i18n/routing.ts), so the page cache
 *   (server/page-cache.mjs) keeps it only under that language.
 * English addresses reach app/[locale] through next.config's rewrite to /en/... (inside Next: the address is not
 * changed and nothing is redirected); another language's are already /hi/....
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === '/office') return redirectTo(request, '/office/');
  const prefix = `/${DEFAULT_LOCALE}`;
  if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return redirectTo(request, pathname.slice(prefix.length) || '/');
  const response = NextResponse.next();
  response.headers.set('Content-Language', languageOfPath(pathname, LOCALES, DEFAULT_LOCALE));
  return response;
}

function redirectTo(request: NextRequest, path: string) {
  const target = new URL(request.url);
  target.pathname = path;
  return new NextResponse(null, { status: 307, headers: { Location: target.toString() } });
}

// pages only: not Django's paths (proxied in next.config), Next's files, the cache call, nor files with a dot
// (robots.txt, sitemap.xml, size-chart.pdf, fonts, pictures)
export const config = { matcher: ['/office', '/((?!api|admin|office|static|media|_next|cache/|.*\\..*).*)'] };
