import { HttpError, fetchUtils } from 'react-admin';
import { ensureCsrfToken, isUnsafe } from './csrf';
import { shopHttpError } from './errors';

/**
 * The one HTTP client of the console: same-origin session cookie, JSON, and the
 * `X-CSRFToken` header on unsafe calls. A failure becomes the shop's `HttpError` (see errors.ts).
 */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    if (isUnsafe(options.method)) {
        headers.set('X-CSRFToken', await ensureCsrfToken());
    }
    try {
        return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
    } catch (error) {
        if (error instanceof HttpError) throw shopHttpError(error.status, error.message, error.body);
        throw error;
    }
};
