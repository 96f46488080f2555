/**
 * A store's page as the server component reads it: both reads kept under the 'stores' tag (Django refreshes it when
 * a store, design or counted order changes), the progress five seconds at most besides, so the count is fresh within
 * seconds of an order even when a refresh call is lost.
 */
import 'server-only';
import { cache } from 'react';
import { FALLBACK_SECONDS } from './cache-tags';
import { ApiError } from './errors';
import { shop, unwrap } from './http';
import { type StorePage, type StoreProgress, toStorePage, toStoreProgress } from './stores';

const PROGRESS_SECONDS = 5;

export const getStore = cache(async (slug: string): Promise<StorePage | null> => {
  try {
    const raw = await unwrap(shop({ revalidate: FALLBACK_SECONDS, tags: ['stores'] }).GET('/api/stores/{slug}/', { params: { path: { slug } } }));
    return toStorePage(raw);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
});

export async function getStoreProgress(slug: string): Promise<StoreProgress> {
  return toStoreProgress(await unwrap(shop({ revalidate: PROGRESS_SECONDS, tags: ['stores'] }).GET('/api/stores/{slug}/progress/', { params: { path: { slug } } })));
}
