import { describe, expect, it } from 'vitest';
import { formatDate, formatSizes, plainAmount } from './format';

describe('format', () => {
    it('shows dates as dd/mm/yyyy', () => {
        expect(formatDate('2026-03-07')).toBe('07/03/2026');
        expect(formatDate('2026-12-31T23:00:00+05:30')).toBe('31/12/2026');
        expect(formatDate(null)).toBe('');
    });

    it("prints the header's plain amounts", () => {
        expect(plainAmount(354543)).toBe('354543');
        expect(plainAmount(311280.82)).toBe('311280.82');
        expect(plainAmount(10.5)).toBe('10.50');
        expect(plainAmount(undefined)).toBe('0');
    });

    it('lists sizes with quantities', () => {
        expect(formatSizes([{ size: 'M', quantity: 2 }, { size: 'XL', quantity: 1 }])).toBe('M × 2, XL × 1');
    });
});
