/**
 * The tags of the storefront's shared, cookie-less reads (issue 28, docs/revalidate.md): Django maps each
 * write to these names and asks app/cache/revalidate to refresh them once the write commits.
 */
export const CACHE_TAGS = [
  'catalogue',
  'brands',
  'money-rules',
  'delivery',
  'pages',
  'returns-policy',
  'reviews',
  'testimonials',
  'stores',
] as const;

export type CacheTag = (typeof CACHE_TAGS)[number];

export const isCacheTag = (name: unknown): name is CacheTag => typeof name === 'string' && (CACHE_TAGS as readonly string[]).includes(name);

/** Every tagged read also expires after an hour, so a lost revalidation call heals by itself. */
export const FALLBACK_SECONDS = 3600;
