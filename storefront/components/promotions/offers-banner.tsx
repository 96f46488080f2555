'use client';
/** The running automatic offers as a banner (product page, bag): read in the browser, so a cached page shows today's offers. */
import { useEffect, useState } from 'react';
import { type RunningOffer, getRunningOffers } from '@/lib/api/promotions';
import { formatDate } from '@/lib/format';

export function OffersBanner() {
  const [offers, setOffers] = useState<RunningOffer[]>([]);
  useEffect(() => {
    let live = true;
    getRunningOffers()
      .then((found) => live && setOffers(found))
      .catch(() => undefined); // no banner is better than an error over the page
    return () => {
      live = false;
    };
  }, []);
  if (!offers.length) return null;
  return (
    <ul className="offers-banner" aria-label="Offers">
      {offers.map((o) => (
        <li key={o.id}>
          <strong>{o.banner}</strong>
          {o.endsAt && <span className="muted"> · until {formatDate(o.endsAt)}</span>}
        </li>
      ))}
    </ul>
  );
}
