import type { IncomingMessage, ServerResponse } from 'node:http';

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

export function pageCache(
  handle: Handle,
  options?: { ttlMs?: number; maxEntries?: number; now?: () => number },
): (req: IncomingMessage, res: ServerResponse) => unknown;
