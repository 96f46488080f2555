/**
 * The shop's own calls (those react-admin has no verb for) through openapi-fetch, typed by path and
 * method from the generated schema (schema.gen.ts): a renamed path or field fails `tsc`, not the
 * team. Same as httpClient: same-origin session cookie, `X-CSRFToken` on unsafe calls, a failure
 * becomes the shop's HttpError. ra-data-simple-rest keeps the resources (dataProvider.ts).
 */
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './schema.gen';
import { ensureCsrfToken, isUnsafe } from '../providers/csrf';
import { shopHttpError } from '../providers/errors';

const csrf: Middleware = {
    async onRequest({ request }) {
        if (isUnsafe(request.method)) request.headers.set('X-CSRFToken', await ensureCsrfToken());
        return request;
    },
};

/** The console's typed client (the page's own origin: a relative address is not a Request's). */
export const office = createClient<paths>({
    baseUrl: globalThis.location?.origin ?? '',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    // looked up at call time, so a test's stubbed fetch is the one called
    fetch: request => globalThis.fetch(request),
});
office.use(csrf);

type Answer<D, E> = { data?: D; error?: E; response: Response };

/** The answer's body, or the shop's HttpError (`{"message", "errors"}`) when the call failed. */
export const answer = async <D, E>(call: Promise<Answer<D, E>>): Promise<D> => {
    const { data, error, response } = await call;
    if (!response.ok || data === undefined) throw shopHttpError(response.status, response.statusText, error);
    return data;
};
