import { fetchUtils } from 'react-admin';
import { ensureCsrfToken, isUnsafe } from './csrf';

/**
 * The one HTTP client of the console: same-origin session cookie, JSON, and the
 * `X-CSRFToken` header on unsafe calls. Errors become react-admin `HttpError`s whose
 * message is the server's `message` (error shape `{"message", "errors"}`).
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (isUnsafe(options.method)) {
        headers.set('X-CSRFToken', await ensureCsrfToken());
    }
    return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
};

export type HttpClient = typeof httpClient;
