import { describe, expect, it } from 'vitest';
import { left } from './countdown';

describe("a store's countdown", () => {
  const closes = '2026-12-01T18:30:00Z';
  it('says the days, hours, minutes and seconds left', () => {
    expect(left(closes, Date.parse('2026-11-29T15:29:55Z'))).toBe('2d 3h 0m 5s left');
  });
  it('drops the days on the last day', () => {
    expect(left(closes, Date.parse('2026-12-01T18:00:00Z'))).toBe('0h 30m 0s left');
  });
  it('says closed once the closing time has passed', () => {
    expect(left(closes, Date.parse('2026-12-01T18:30:00Z'))).toBe('Closed');
  });
});
