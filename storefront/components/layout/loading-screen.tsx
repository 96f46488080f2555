'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { shop } from '@/lib/api/http';

/** The English text (messages/en.json `layout.loading`), word for word as the specification writes it. */
export const LOADING_TEXT = 'Good things take time, please wait while we load the site...';
export const LOADING_MAX_MS = 800;

/**
 * Full-screen start-up screen. It leaves after 800 ms (a CSS animation, so it also leaves without
 * JavaScript) or as soon as the first request to the server root completes, whichever comes first.
 */
export function LoadingScreen() {
  const t = useTranslations('layout');
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => setDone(true), LOADING_MAX_MS);
    shop()
      .GET('/api/', { signal: controller.signal })
      .catch(() => undefined)
      .finally(() => {
        // whichever ends it first: the answer also disarms the 800 ms timer
        window.clearTimeout(timer);
        setDone(true);
      });
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, []);

  useEffect(() => {
    if (!done) return;
    // Take the overlay out of the page once it has faded, so nothing keeps animating behind the shop.
    const id = window.setTimeout(() => setGone(true), 250);
    return () => window.clearTimeout(id);
  }, [done]);

  if (gone) return null;
  return (
    <div className="loading-screen" data-done={done} role="status" aria-live="polite">
      <div>
        <img src="/logo.svg" alt="Rangrez" width={72} height={72} />
        <p>{t('loading')}</p>
      </div>
    </div>
  );
}
