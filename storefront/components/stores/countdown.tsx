'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format';

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

/** The time left until the store closes, in days, hours, minutes and seconds; null once it has closed. */
export function remaining(closesAt: string, now: number): Remaining | null {
  const ms = new Date(closesAt).getTime() - now;
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  return { days: Math.floor(s / 86_400), hours: Math.floor((s % 86_400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** The closing time and the time left, ticking each second ("2d 3h 0m 5s left"); "Closed" once it has. */
export function Countdown({ closesAt, closed }: { closesAt: string; closed: boolean }) {
  const t = useTranslations('storeShop');
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? undefined : remaining(closesAt, now);
  const text = closed || left === null ? t('closed') : left ? t('left', left) : '';
  return (
    <p className="store-countdown" data-testid="store-countdown">
      {t('closes', { when: formatDateTime(closesAt) })}
      {text ? ` · ${text}` : ''}
    </p>
  );
}
