'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

export const BANNER_INTERVAL_MS = 4000;

/** The home page's top banner: one message at a time (`bannerMessages`), the next every 4 seconds; it can be paused. */
export function TopBanner({ messages }: { messages: string[] }) {
  const t = useTranslations('home');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % messages.length), BANNER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused, messages.length]);

  return (
    <div className="top-banner" aria-label={t('offers')} role="region">
      <div className="container">
        <p data-testid="banner-message">{messages[index]}</p>
        <button type="button" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? t('play') : t('pause')}
          <span className="visually-hidden">{t('offerMessages')}</span>
        </button>
      </div>
    </div>
  );
}
