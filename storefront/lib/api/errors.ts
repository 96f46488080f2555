/** One error type for every failed call: the API's `{message, errors}` body, or a network failure. */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** True when the server answered with its own message (not a network failure or a bare 5xx). */
  readonly fromServer: boolean;
  /** The server's code for the error (the error body's `code`), when it gives one: the storefront words it per language. */
  readonly code: string;
  /** Each field's messages' codes, in the order of `errors` (the error body's `codes`). */
  readonly codes: FieldErrors;

  constructor(message: string, status: number, errors: FieldErrors = {}, fromServer = false, code = '', codes: FieldErrors = {}) {
    super(message);
    this.code = code;
    this.codes = codes;
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.fromServer = fromServer;
  }
}

export const NETWORK_MESSAGE = 'We could not reach the shop. Please check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) out[field] = messages.map(String);
    else if (typeof messages === 'string') out[field] = [messages];
  }
  return out;
}

/** The ApiError for a non-2xx answer, from its parsed body: `{message, errors}` when the body has them. */
export function apiError(body: unknown, status: number): ApiError {
  if (isRecord(body)) {
    const message = typeof body.message === 'string' ? body.message : typeof body.detail === 'string' ? body.detail : '';
    const errors = toFieldErrors(body.errors);
    const code = typeof body.code === 'string' ? body.code : '';
    if (message || Object.keys(errors).length) return new ApiError(message, status, errors, true, code, toFieldErrors(body.codes));
  }
  return new ApiError(`The shop answered with an error (${status}).`, status);
}

/** The server's message when it gave one, else the screen's own fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return fallback;
}

/** The server's first message about `field` (a form's field-level answer), else its message or the fallback. */
export function fieldMessageOr(error: unknown, field: string, fallback: string): string {
  const first = error instanceof ApiError ? error.errors[field]?.[0] : undefined;
  return first ?? messageOr(error, fallback);
}

/**
 * The server's first message for each of a form's own fields, keyed by the form's names: `fields` lists the names
 * the form shares with the API, `rename` maps the API's other names to the form's (`pin_code` to `pinCode`).
 * Errors about fields the form does not have are left to its form-level message.
 */
export function formFieldErrors<K extends string>(
  error: unknown,
  fields: readonly K[],
  rename: Partial<Record<string, K>> = {},
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const [field, messages] of Object.entries(error.errors)) {
    const key = rename[field] ?? (fields as readonly string[]).find((f) => f === field);
    if (key && messages[0]) out[key as K] = messages[0];
  }
  return out;
}

export type Result<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

/** Runs a read and turns a failure into a value the page can show with a Retry (status 0: the shop was unreachable). */
export async function attempt<T>(read: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, status: error.status };
    return { ok: false, message: NETWORK_MESSAGE, status: 0 };
  }
}
