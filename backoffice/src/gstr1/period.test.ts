import { describe, expect, it } from 'vitest';
import { isMonth, lastMonth } from './period';

describe('the GSTR-1 period', () => {
    it('opens on the last finished month in India', () => {
        expect(lastMonth(new Date('2026-12-01T10:00:00+05:30'))).toBe('2026-11');
        expect(lastMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-11'); // already 1 Dec in India
        expect(lastMonth(new Date('2027-01-15T10:00:00+05:30'))).toBe('2026-12');
    });

    it('takes only YYYY-MM', () => {
        expect(isMonth('2026-11')).toBe(true);
        expect(isMonth('2026-13')).toBe(false);
        expect(isMonth('')).toBe(false);
    });
});
