import { HttpError } from 'react-admin';

/**
 * The one reader of the shop's error body `{"message", "errors": {field: [..]}}`. Every failed call
 * becomes a react-admin `HttpError` whose message is the server's message and whose
 * `body.errors` is `{field: 'text'}`, the shape react-admin forms show next to each input.
 */
export const shopHttpError = (status: number, fallback: string, body: unknown): HttpError => {
    const shop = (body && typeof body === 'object' ? body : {}) as { message?: unknown; errors?: unknown };
    const message = typeof shop.message === 'string' && shop.message ? shop.message : fallback;
    const errors: Record<string, string> = {};
    if (shop.errors && typeof shop.errors === 'object') {
        for (const [field, value] of Object.entries(shop.errors)) {
            errors[field] = Array.isArray(value) ? value.join(' ') : String(value);
        }
    }
    return new HttpError(message, status, { message, errors });
};

/** A failed `fetch` answer (calls that do not go through `httpClient`) as the same error. */
export const responseError = async (response: Response): Promise<HttpError> =>
    shopHttpError(response.status, response.statusText, await response.json().catch(() => null));

/**
 * What the team reads when something fails: the screen's words for the failure, then the
 * server's reason when it gave one ('Failed to update payment status. This order is cancelled.').
 */
export const errorText = (error: unknown, failure: string): string => {
    const reason = (error instanceof Error ? error.message : '').trim();
    if (!reason || reason === failure) return failure;
    if (reason.startsWith(failure)) return reason;
    return `${failure} ${reason}`;
};
