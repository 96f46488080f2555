'use client';

import { useEffect, useState } from 'react';
import { formatDateTime } from '@/lib/format';

/** The time left until the store closes, ticking each second; "Closed" once it has. */
export function left(closesAt: string, now: number): string {
  const ms = new Date(closesAt).getTime() - now;
  if (ms <= 0) return 'Closed';
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  return `${days ? `${days}d ` : ''}${hours}h ${minutes}m ${seconds}s left`;
}

export function Countdown({ closesAt, closed }: { closesAt: string; closed: boolean }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const text = closed ? 'Closed' : now === null ? '' : left(closesAt, now);
  return (
    <p className="store-countdown" data-testid="store-countdown">
      Closes {formatDateTime(closesAt)} IST{text ? ` · ${text}` : ''}
    </p>
  );
}
