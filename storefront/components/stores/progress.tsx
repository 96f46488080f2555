'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type StoreProgress, storesApi } from '@/lib/api/stores';

/** How often an open store page reads its progress again: an order shows within this (the page itself may be
 * up to five seconds old: lib/api/stores-server.ts). */
export const PROGRESS_EVERY_MS = 5_000;

/** Each design's "18 of 24", read again every few seconds while the page is open and shown (not in a hidden tab). */
export function useProgress(slug: string, first: StoreProgress): StoreProgress {
  const [progress, setProgress] = useState(first);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'hidden') return;
      storesApi.progress(slug).then(setProgress, () => undefined);
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [slug]);
  return progress;
}

export function DesignProgress({ ordered, minimum }: { ordered: number; minimum: number }) {
  const t = useTranslations('storeShop');
  const progress = t('of', { ordered, minimum });
  return (
    <div className="store-progress">
      <progress max={minimum} value={Math.min(ordered, minimum)} aria-label={t('progressLabel', { progress })} />
      <span>{t('progress', { progress, minimum })}</span>
    </div>
  );
}
