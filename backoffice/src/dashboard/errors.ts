/** Reads the shop's error body `{"message", "errors"}` from a react-admin HttpError (or any error). */
export const errorMessage = (error: unknown, fallback: string): string => {
    if (error && typeof error === 'object') {
        const body = (error as { body?: { message?: unknown } }).body;
        if (body && typeof body.message === 'string' && body.message) return body.message;
        const message = (error as { message?: unknown }).message;
        if (typeof message === 'string' && message) return message;
    }
    return fallback;
};

export const fieldErrors = (error: unknown): Record<string, string> => {
    const errors = (error as { body?: { errors?: Record<string, string[] | string> } } | null)?.body?.errors;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(
        Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? value.join(' ') : String(value)]),
    );
};
