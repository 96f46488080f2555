import { NextResponse, type NextRequest } from 'next/server';

/**
 * `/office` (no slash) goes to the back office at `/office/`, keeping the query. A redirect rule in
 * next.config would also match `/office/` and loop, and NextURL drops a trailing slash, so the exact
 * path is checked here and the Location header is written by hand.
 */
export function proxy(request: NextRequest) {
  if (request.nextUrl.pathname !== '/office') return NextResponse.next();
  const target = new URL(request.url);
  target.pathname = '/office/';
  return new NextResponse(null, { status: 307, headers: { Location: target.toString() } });
}

export const config = { matcher: '/office' };
