/**
 * The console's one way to the shop: every call, typed or react-admin's, leaves from here with the
 * same-origin session cookie and, when unsafe, the `X-CSRFToken` header; every failure becomes the
 * shop's HttpError. Two doors over that one path:
 * - `office`: openapi-fetch typed by path and method from the generated schema (schema.gen.ts), so a
 *   renamed path or field fails `tsc`, not the team. Each resource folder's `api.ts` calls it.
 * - `httpClient`: the same for ra-data-simple-rest (`providers/dataProvider.ts`), the resources' lists and forms.
 * No other module calls `fetch` or casts an answer (eslint.config.js, src/layers.test.ts).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import { HttpError, fetchUtils } from 'react-admin';
import type { paths } from './schema.gen';

/** The token lives in the `csrftoken` cookie (not HttpOnly). */
export const readCookie = (name: string): string | null => {
    const prefix = `${name}=`;
    for (const part of document.cookie ? document.cookie.split(';') : []) {
        const trimmed = part.trim();
        if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
    }
    return null;
};

export const isUnsafe = (method?: string): boolean =>
    !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes((method ?? 'GET').toUpperCase());

type Shop = { message?: unknown; errors?: unknown };

const isShop = (body: unknown): body is Shop => typeof body === 'object' && body !== null;

/**
 * The one reader of the shop's error body `{"message", "errors": {field: [..]}}`. Every failed call
 * becomes a react-admin `HttpError` whose message is the server's message and whose
 * `body.errors` is `{field: 'text'}`, the shape react-admin forms show next to each input.
 */
export const shopHttpError = (status: number, fallback: string, body: unknown): HttpError => {
    const shop: Shop = isShop(body) ? body : {};
    const message = typeof shop.message === 'string' && shop.message ? shop.message : fallback;
    const errors: Record<string, string> = {};
    if (shop.errors && typeof shop.errors === 'object') {
        for (const [field, value] of Object.entries(shop.errors)) {
            errors[field] = Array.isArray(value) ? value.join(' ') : String(value);
        }
    }
    return new HttpError(message, status, { message, errors });
};

/** A failure's `{field: 'text'}` (empty when it has none): what a dialog shows under its inputs. */
export const fieldErrors = (error: unknown): Record<string, string> => {
    const body: unknown = error instanceof HttpError ? error.body : null;
    const errors: unknown = isShop(body) ? body.errors : null;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, Array.isArray(text) ? text.join(' ') : String(text)]));
};

/** The console's typed client (the page's own origin: a relative address is not a Request's). */
export const office = createClient<paths>({
    baseUrl: globalThis.location?.origin ?? '',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // looked up at call time, so a test's stubbed fetch is the one called
    fetch: request => globalThis.fetch(request),
});

let pending: Promise<string> | null = null;

/** Returns the CSRF token, asking the server for one (`GET /api/csrf/`) when the cookie is missing or `force`. */
export const ensureCsrfToken = async (force = false): Promise<string> => {
    const existing = readCookie('csrftoken');
    if (existing && !force) return existing;
    if (!pending) {
        pending = office
            .GET('/api/csrf/')
            .then(({ data }) => readCookie('csrftoken') ?? data?.csrftoken ?? '')
            .catch(() => readCookie('csrftoken') ?? '')
            .finally(() => {
                pending = null;
            });
    }
    return pending;
};

const csrf: Middleware = {
    async onRequest({ request }) {
        if (isUnsafe(request.method)) request.headers.set('X-CSRFToken', await ensureCsrfToken());
        return request;
    },
};
office.use(csrf);

type Answer<D, E> = { data?: D; error?: E; response: Response };

/** The answer's body, or the shop's HttpError (`{"message", "errors"}`) when the call failed. */
export const answer = async <D, E>(call: Promise<Answer<D, E>>): Promise<D> => {
    const { data, error, response } = await call;
    if (!response.ok || data === undefined) throw shopHttpError(response.status, response.statusText, error);
    return data;
};

/** ra-data-simple-rest's client: the same cookie, CSRF header and error as `office`. */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (isUnsafe(options.method)) headers.set('X-CSRFToken', await ensureCsrfToken());
    try {
        return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
    } catch (error) {
        if (error instanceof HttpError) throw shopHttpError(error.status, error.message, error.body);
        throw error;
    }
};

/** Reads a file (a photo, a bank statement) as a data URL, the form the API takes files in. */
export const fileToDataUrl = (file: Blob): Promise<string> =>
    new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });
