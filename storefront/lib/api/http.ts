/**
 * The one request path to Django, from the browser and from the server alike. Every call is typed by the API's
 * OpenAPI document (`schema.gen.ts`, made by `npm run gen:api`) and goes through `send`: the CSRF header on unsafe
 * calls, one more try for a read whose connection dropped, and every failure as one `ApiError`.
 */
import createClient, { type Client } from 'openapi-fetch';
import { ApiError, NETWORK_MESSAGE, apiError } from './errors';
import type { paths } from './schema.gen';

/**
 * How a server component reaches Django: with the visitor's own cookies (their data: never cached), or shared and
 * cached for `revalidate` seconds under `tags` (the catalogue: never with a cookie; Django names the tags to refresh
 * after a write, app/cache/revalidate). The browser passes none: it goes through
 * the same-origin rewrites with its session cookie.
 */
export type Reach = { cookie: string } | { revalidate: number; tags?: string[]; language?: string };

/** Where the server finds Django (the browser uses the storefront's own origin and its rewrites). */
export const djangoOrigin = (): string => (process.env.DJANGO_ORIGIN ?? 'http://127.0.0.1:8000').replace(/\/$/, '');

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const SERVER_TIMEOUT_MS = 8000;

export function readCookie(name: string, cookieString: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let csrfPending: Promise<string> | null = null;

/** The CSRF token: from the cookie when present, else asked once of `/api/csrf/` (a safe call, so no token needed). */
export async function csrfToken(): Promise<string> {
  const fromCookie = readCookie('csrftoken');
  if (fromCookie) return fromCookie;
  csrfPending ??= unwrap(shop().GET('/api/csrf/'))
    .then((body) => readCookie('csrftoken') ?? body.csrftoken)
    .finally(() => {
      csrfPending = null;
    });
  return csrfPending;
}

async function send(request: Request, reach?: Reach): Promise<Response> {
  const safe = SAFE.has(request.method);
  const init: RequestInit & { next?: { revalidate: number; tags?: string[] } } = {};
  if (!reach) {
    if (!safe) request.headers.set('X-CSRFToken', await csrfToken());
    // the page's language (its <html lang>, i18n/routing.ts), so the shop's own messages come back in it
    const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (language) request.headers.set('Accept-Language', language);
  } else {
    init.signal = AbortSignal.timeout(SERVER_TIMEOUT_MS);
    if ('cookie' in reach) {
      if (reach.cookie) request.headers.set('Cookie', reach.cookie);
      init.cache = 'no-store';
    } else {
      init.next = { revalidate: reach.revalidate, ...(reach.tags ? { tags: reach.tags } : {}) };
      // a shared read in another language asks by `?lang=` (core/common/languages.py): its own address, so its own entry
      // in Next's data cache and never an English answer kept for a Hindi page, or the reverse
      if (reach.language) {
        const url = new URL(request.url);
        url.searchParams.set('lang', reach.language);
        request = new Request(url, request);
      }
    }
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fetch(request, init);
    } catch (error) {
      // A read may go out on a pooled connection Django has just closed: it changes nothing, so it is sent once more.
      // A timeout is not retried (the shop is slow, not the connection), nor a call its caller stopped, nor a write.
      const stopped = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
      if (stopped || !safe || attempt >= 2) throw new ApiError(NETWORK_MESSAGE, 0);
    }
  }
}

let browserClient: Client<paths> | null = null;

/** The typed client: `shop()` in the browser, `shop({ cookie })` or `shop({ revalidate })` on the server. */
export function shop(reach?: Reach): Client<paths> {
  if (!reach && browserClient) return browserClient;
  const client = createClient<paths>({
    baseUrl: reach || typeof window === 'undefined' ? djangoOrigin() : window.location.origin,
    fetch: (request: Request) => send(request, reach),
  });
  if (!reach && typeof window !== 'undefined') browserClient = client;
  return client;
}

/** The query of the specification's per-phone calls (`?phone_number=`); the server checks it is the session's. */
export const byPhone = (phone: string) => ({ params: { query: { phone_number: phone } } });

/** A call's data, or its failure as the one ApiError (the body's `{message, errors}` when it has them). */
export async function unwrap<T>(pending: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await pending;
  if (!response.ok) throw apiError(error, response.status);
  return data as T;
}
