import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRupees, formatSizes, formatWholeRupees, headerAmount } from './format';

describe('format', () => {
    it('runs on a UTC clock, so the browser zone cannot pass for India time', () => {
        expect(new Date('2026-11-23T18:06:00Z').getHours()).toBe(18);
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toMatch(/^(UTC|Etc\/UTC)$/);
    });

    it('shows dates as dd/mm/yyyy, a shop date as that very day', () => {
        expect(formatDate('2026-03-07')).toBe('07/03/2026');
        expect(formatDate('2026-12-31T23:00:00+05:30')).toBe('31/12/2026');
        expect(formatDate(null)).toBe('');
    });

    it('reads an instant in India time, 24-hour', () => {
        expect(formatDateTime('2026-11-23T18:06:00Z')).toBe('23/11/2026, 23:36');
        expect(formatDate('2026-11-23T18:06:00Z')).toBe('23/11/2026');
        expect(formatDateTime('2026-03-07T08:05:00+00:00')).toBe('07/03/2026, 13:35');
        expect(formatDateTime(new Date('2026-01-01T00:00:00Z'))).toBe('01/01/2026, 05:30');
    });

    it('puts an instant past midnight in India on the next day', () => {
        expect(formatDateTime('2026-11-23T18:30:00Z')).toBe('24/11/2026, 00:00');
        expect(formatDate('2026-12-31T20:00:00Z')).toBe('01/01/2027');
    });

    it('keeps a date-only value on its day and leaves nonsense as it is', () => {
        expect(formatDateTime('2026-11-23')).toBe('23/11/2026');
        expect(formatDateTime('soon')).toBe('soon');
        expect(formatDateTime(undefined)).toBe('');
    });

    it('shows money as rupees with Indian grouping and paise', () => {
        expect(formatRupees(123837.1)).toBe('₹1,23,837.10');
        expect(formatRupees('837.1')).toBe('₹837.10');
        expect(formatRupees(978)).toBe('₹978.00');
        expect(formatRupees(undefined)).toBe('₹0.00');
    });

    it("shows a chart axis' rupees without paise, Indian grouping", () => {
        expect(formatWholeRupees(1250000)).toBe('₹12,50,000');
        expect(formatWholeRupees(0)).toBe('₹0');
    });

    it("words the header's totals as the specification does, with the same number", () => {
        expect(headerAmount(123837.1)).toBe('Rs. 1,23,837.10/-');
        expect(headerAmount(354543)).toBe('Rs. 3,54,543.00/-');
    });

    it('lists sizes with quantities', () => {
        expect(formatSizes([{ size: 'M', quantity: 2 }, { size: 'XL', quantity: 1 }])).toBe('M × 2, XL × 1');
    });
});
