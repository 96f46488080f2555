/** One error type for every failed call: the API's `{message, errors}` body, or a network failure. */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** True when the server answered with its own message (not a network failure or a bare 5xx). */
  readonly fromServer: boolean;

  constructor(message: string, status: number, errors: FieldErrors = {}, fromServer = false) {
    super(message);
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

/** Builds an ApiError from a non-2xx response, reading `{message, errors}` when the body has it. */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (isRecord(body)) {
    const message = typeof body.message === 'string' ? body.message : typeof body.detail === 'string' ? body.detail : '';
    if (message) return new ApiError(message, response.status, toFieldErrors(body.errors), true);
    const errors = toFieldErrors(body.errors);
    if (Object.keys(errors).length) return new ApiError('', response.status, errors, true);
  }
  return new ApiError(`The shop answered with an error (${response.status}).`, response.status);
}

/** The server's message when it gave one, else the screen's own fallback text. */
export function messageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fromServer && error.message) return error.message;
  return fallback;
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
