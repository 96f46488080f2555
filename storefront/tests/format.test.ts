// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentYear, formatAddress, formatDate, formatDateTime, formatRupees, formatTime } from '@/lib/format';

describe('formatRupees', () => {
  it('uses the rupee sign and Indian digit grouping', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(699)).toBe('₹699');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });
  it('shows paise only when there are some', () => {
    expect(formatRupees(3132.15)).toBe('₹3,132.15');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees('999.00')).toBe('₹999');
    expect(formatRupees(837.1)).toBe('₹837.10');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
  });
  it('writes the specification’s promise amounts ungrouped, with ₹ or Rs', () => {
    expect(formatRupees(5000, { grouped: false })).toBe('₹5000');
    expect(formatRupees(5000, { grouped: false, symbol: 'Rs ' })).toBe('Rs 5000');
    expect(formatRupees(12345.5, { grouped: false })).toBe('₹12345.50');
  });
  it('survives bad input', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0');
  });
});

// vitest.config.ts runs the tests with TZ=UTC, as the storefront's server runs: what reads IST here reads IST there.
describe('dates and times in India time (Asia/Kolkata), whatever the server’s zone', () => {
  it('runs in UTC, so nothing below passes by the machine being in India', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
    expect(new Date('2026-11-23T18:06:00Z').getHours()).toBe(18);
  });
  it('reads an instant as its day and 24-hour time in India', () => {
    expect(formatDate('2026-11-23T18:06:00Z')).toBe('23/11/2026');
    expect(formatTime('2026-11-23T18:06:00Z')).toBe('23:36');
    expect(formatDateTime('2026-11-23T18:06:00Z')).toBe('23/11/2026 23:36');
    expect(formatDateTime(new Date('2026-11-23T18:06:00Z'))).toBe('23/11/2026 23:36');
    expect(formatDateTime('2026-11-23T23:36:00+05:30')).toBe('23/11/2026 23:36');
  });
  it('moves to the next day when it is already past midnight in India', () => {
    expect(formatDate('2026-11-23T20:00:00Z')).toBe('24/11/2026');
    expect(formatDateTime('2026-11-23T18:30:00Z')).toBe('24/11/2026 00:00');
    expect(formatDateTime('2026-11-22T01:07:33.506Z')).toBe('22/11/2026 06:37');
  });
  it('keeps a date-only YYYY-MM-DD on its day, with no time', () => {
    expect(formatDate('2026-11-23')).toBe('23/11/2026');
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
    expect(formatTime('2026-11-23')).toBe('');
    expect(formatDateTime('2026-11-23')).toBe('23/11/2026');
  });
  it('reads a date-time without a zone as India’s wall time, not the server’s', () => {
    expect(formatDateTime('2026-11-23T23:36:00')).toBe('23/11/2026 23:36');
  });
  it('gives the year it is in India (the footer)', () => {
    expect(currentYear(new Date('2026-12-31T18:29:00Z'))).toBe(2026);
    expect(currentYear(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });
  it('is empty for nothing and leaves what is not a date as it is', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('soon')).toBe('soon');
    expect(formatTime('soon')).toBe('');
  });
});

describe('formatAddress', () => {
  it('joins area, landmark, city, state and pin code', () => {
    expect(formatAddress({ area: 'MG Road', landmark: 'Near Metro', city: 'Pune', state: 'Maharashtra', pinCode: '411001' })).toBe(
      'MG Road, Near Metro, Pune, Maharashtra, 411001',
    );
  });
});
