'use client';

import { useEffect, useState } from 'react';

export const BANNER_MESSAGES = [
  'Join the club and get 10% off your first order!',
  'Free shipping on orders over ₹999',
  'New collection launched: shop the Renaissance range',
] as const;

export const BANNER_INTERVAL_MS = 4000;

/** The home page's top banner: one of three messages, the next every 4 seconds; it can be paused. */
export function TopBanner() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % BANNER_MESSAGES.length), BANNER_INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [paused]);

  return (
    <div className="top-banner" aria-label="Offers" role="region">
      <div className="container">
        <p data-testid="banner-message">{BANNER_MESSAGES[index]}</p>
        <button type="button" onClick={() => setPaused((p) => !p)} aria-pressed={paused}>
          {paused ? 'Play' : 'Pause'}
          <span className="visually-hidden"> offer messages</span>
        </button>
      </div>
    </div>
  );
}
