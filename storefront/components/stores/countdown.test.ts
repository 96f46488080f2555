import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import hi from '@/messages/hi.json';
import { remaining } from './countdown';

describe("a store's countdown", () => {
  const closes = '2026-12-01T18:30:00Z';
  const say = (messages: typeof en, now: string) => {
    const t = createTranslator({ locale: 'en', messages, namespace: 'storeShop' });
    const left = remaining(closes, Date.parse(now));
    return left ? t('left', left) : t('closed');
  };
  it('says the days, hours, minutes and seconds left', () => {
    expect(say(en, '2026-11-29T15:29:55Z')).toBe('2d 3h 0m 5s left');
    expect(say(hi as typeof en, '2026-11-29T15:29:55Z')).toBe('2 दिन 3 घंटे 0 मिनट 5 सेकंड बाक़ी');
  });
  it('drops the days on the last day', () => {
    expect(say(en, '2026-12-01T18:00:00Z')).toBe('0h 30m 0s left');
    expect(say(hi as typeof en, '2026-12-01T18:00:00Z')).toBe('0 घंटे 30 मिनट 0 सेकंड बाक़ी');
  });
  it('says closed once the closing time has passed', () => {
    expect(say(en, '2026-12-01T18:30:00Z')).toBe('Closed');
    expect(say(hi as typeof en, '2026-12-01T18:30:00Z')).toBe('बंद');
  });
});
