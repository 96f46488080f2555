/** An entry as @fortedigital/nextjs-cache-handler's handlers store it. */
export interface SharedEntry {
  lastModified: number;
  lifespan: { revalidate?: number | false; staleAt: number; expireAt: number } | null;
  tags: readonly string[];
  value: { kind: string; [field: string]: unknown } | null;
  cacheControl?: { revalidate: number | false; expire: number | undefined };
}

export interface Handler {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<SharedEntry | null>;
  set(key: string, value: SharedEntry, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export interface TagTimes {
  read(tags: string[]): Promise<(number | null)[]>;
  write(tag: string, ms: number): Promise<void>;
}

export const TAG_TIMES: string;
export const RENDER_LIMIT_MS: number;
export const PENDING_LIMIT: number;

export function withLifetime(entry: SharedEntry | null): SharedEntry | null;

export function sharedEntries(inner: Handler, options: { tagTimes: TagTimes; now?: () => number }): Handler;

export function redisTagTimes(client: unknown, keyPrefix: string, timeoutMs: number): TagTimes;
