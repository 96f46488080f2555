import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees, formatSizes, formatWholeRupees, headerAmount } from './format';

describe('format', () => {
    it('shows dates as dd/mm/yyyy', () => {
        expect(formatDate('2026-03-07')).toBe('07/03/2026');
        expect(formatDate('2026-12-31T23:00:00+05:30')).toBe('31/12/2026');
        expect(formatDate(null)).toBe('');
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
