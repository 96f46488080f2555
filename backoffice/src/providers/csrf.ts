/** CSRF support for Django: the token lives in the `csrftoken` cookie (not HttpOnly). */

export const readCookie = (name: string): string | null => {
    const prefix = `${name}=`;
    for (const part of document.cookie ? document.cookie.split(';') : []) {
        const trimmed = part.trim();
        if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
    }
    return null;
};

let pending: Promise<string> | null = null;

/** Returns the CSRF token, asking the server for one (`GET /api/csrf/`) when the cookie is missing. */
export const ensureCsrfToken = async (force = false): Promise<string> => {
    const existing = readCookie('csrftoken');
    if (existing && !force) return existing;
    if (!pending) {
        pending = fetch('/api/csrf/', { credentials: 'include' })
            .then(async response => {
                const body = (await response.json().catch(() => ({}))) as { csrftoken?: string };
                return readCookie('csrftoken') ?? body.csrftoken ?? '';
            })
            .finally(() => {
                pending = null;
            });
    }
    return pending;
};

export const isUnsafe = (method?: string): boolean =>
    !['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes((method ?? 'GET').toUpperCase());
