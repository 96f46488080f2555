/**
 * POST /cache/revalidate: Django names the cache tags whose data a committed write changed (issue 28,
 * docs/revalidate.md); each is expired at once, so the next visitor of a page that read it gets a fresh
 * render (an hour-long fallback in lib/api/server.ts covers a call that never came).
 */
import { revalidateTag } from 'next/cache';
import { TOO_LARGE, checkCall, readCapped } from '@/lib/revalidate-call';

export async function POST(request: Request): Promise<Response> {
  // read no more than the cap before the signature is checked: an unsigned body costs at most 64 KB
  const body = await readCapped(request);
  if (body === null) return Response.json({ message: TOO_LARGE }, { status: 413 });
  const verdict = checkCall(body, request.headers.get('x-rangrez-signature'), process.env.SHOP_REVALIDATE_SECRET, Math.floor(Date.now() / 1000));
  if (!verdict.ok) return Response.json({ message: verdict.message }, { status: verdict.status });
  // { expire: 0 }: no visitor is shown the old price once Django has said it changed (Django is up: it just wrote)
  for (const tag of verdict.tags) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated: verdict.tags });
}
