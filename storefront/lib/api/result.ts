import { ApiError, NETWORK_MESSAGE } from './errors';

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
