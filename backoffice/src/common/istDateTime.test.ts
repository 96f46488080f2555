import { describe, expect, it } from 'vitest';
import { parseIstDateTime } from './istDateTime';

describe('parseIstDateTime', () => {
    it('reads dd/mm/yyyy and a 24-hour time as the shop clock, never the browser locale', () => {
        expect(parseIstDateTime('30/11/2026 14:05')).toBe('2026-11-30T14:05:00');
        expect(parseIstDateTime(' 1/12/2026 9:30 ')).toBe('2026-12-01T09:30:00');
        expect(parseIstDateTime('02-12-2026 23:59')).toBe('2026-12-02T23:59:00');
    });

    it('refuses what is no such moment or is in another order', () => {
        for (const text of ['31/02/2026 10:00', '12/30/2026 10:00', '30/11/2026 24:00', '30/11/2026 2:05 PM', '2026-11-30 14:05', '']) {
            expect(parseIstDateTime(text), text).toBeNull();
        }
    });
});
