// @vitest-environment node
import { localDate, localDateTime, localWeekdayDate } from '@/lib/local-format';

describe('dates in the reader’s language', () => {
  it('keeps the shop’s own formats in English', () => {
    expect(localDate('2026-11-30', 'en')).toBe('30/11/2026');
    expect(localDateTime('2026-11-23T18:06:00Z', 'en')).toBe('23/11/2026 23:36');
    expect(localWeekdayDate('2026-11-30', 'en')).toBe('Mon, 30/11/2026');
  });

  it('writes them in Hindi, India time, a bare day as that very day', () => {
    expect(localDate('2026-11-30', 'hi')).toBe('30 नवंबर 2026');
    // 23:36 in India is the same day; 20:00 UTC is already the next day there
    expect(localDate('2026-11-23T20:00:00Z', 'hi')).toBe('24 नवंबर 2026');
    expect(localDateTime('2026-11-23T18:06:00Z', 'hi')).toBe('23 नवंबर 2026 को 23:36 बजे');
    expect(localWeekdayDate('2026-11-30', 'hi')).toBe('सोमवार, 30 नवंबर 2026');
    expect(localDate(null, 'hi')).toBe('');
  });
});
