import { describe, expect, it } from 'vitest';
import { formatAddress, formatDate, formatRupees } from '@/lib/format';

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

describe('formatDate', () => {
  it('shows day/month/year from an ISO date without shifting the day', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('2026-11-22T01:07:33.506Z')).toBe('22/11/2026');
  });
  it('is empty for nothing', () => {
    expect(formatDate(null)).toBe('');
  });
});

describe('formatAddress', () => {
  it('joins area, landmark, city, state and pin code', () => {
    expect(formatAddress({ area: 'MG Road', landmark: 'Near Metro', city: 'Pune', state: 'Maharashtra', pinCode: '411001' })).toBe(
      'MG Road, Near Metro, Pune, Maharashtra, 411001',
    );
  });
});
