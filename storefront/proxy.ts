import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { languageOfPath } from './i18n/language-of-path.mjs';

const languages = createMiddleware(routing);

/**
 * Two jobs before a page is routed:
 * - `/office` (no slash) goes to the back office at `/office/`, keeping the query. A redirect rule in next.config
 *   would also match `/office/` and loop, and NextURL drops a trailing slash, so the exact path is checked here and
 *   the Location header is written by hand.
 * - Every page address is given its language (i18n/routing.ts): `/x` is English (rewritten inside to `/en/x`, the
 *   address unchanged), `/hi/x` Hindi; `/en/x` is sent to `/x`. Nothing else is guessed, so nothing is redirected.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname === '/office') {
    const target = new URL(request.url);
    target.pathname = '/office/';
    return new NextResponse(null, { status: 307, headers: { Location: target.toString() } });
  }
  const response = languages(request);
  // the page's language, by its address: the page cache keeps a page only under the language it says it is in
  response.headers.set('Content-Language', languageOfPath(request.nextUrl.pathname, routing.locales, routing.defaultLocale));
  return response;
}

// pages only: not Django's paths (proxied in next.config), Next's files, the cache call, nor files with a dot
// (robots.txt, sitemap.xml, size-chart.pdf, fonts, pictures)
export const config = { matcher: ['/office', '/((?!api|admin|office|static|media|_next|_vercel|cache/|.*\\..*).*)'] };
