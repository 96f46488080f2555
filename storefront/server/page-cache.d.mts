import type { IncomingMessage, ServerResponse } from 'node:http';

type Handle = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  maxPerPath?: number;
  now?: () => number;
  /** the shop's language codes, the default first (i18n/language-list.json) */
  locales?: readonly string[];
}

export interface PageCacheStats {
  /** answers kept */
  entries: number;
  /** their bytes: body, headers and address */
  bytes: number;
  /** addresses whose Vary is remembered */
  addresses: number;
  /** paths with a kept answer */
  paths: number;
}

export function pageCacheOptions(env: Record<string, string | undefined>): Required<Omit<PageCacheOptions, 'now'>>;

export function pageCache(
  handle: Handle,
  options?: PageCacheOptions,
): ((req: IncomingMessage, res: ServerResponse) => unknown) & { stats: () => PageCacheStats };
