/** Display formats of the shop: rupees with Indian digit grouping, dates as dd/mm/yyyy, the address line. */
import type { Address } from './api/types';

/**
 * The shop's one rupee format: ₹1,23,456 (Indian digit grouping), and ₹837.10 when there are paise. The
 * specification writes its money promises ungrouped and once with 'Rs' ('below ₹5000', 'under Rs 5000'):
 * `grouped: false` and `symbol: 'Rs '` keep those texts word for word.
 */
export function formatRupees(amount: number | string, { grouped = true, symbol = '₹' }: { grouped?: boolean; symbol?: '₹' | 'Rs ' } = {}): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return `${symbol}0`;
  const rounded = Math.round(value * 100) / 100;
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const digits = Number.isInteger(abs) ? 0 : 2;
  return `${sign}${symbol}${abs.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: grouped })}`;
}

/** '2024-03-05' or '2024-03-05T10:20:00+05:30' → '05/03/2024'. Reads the date part as written, no time-zone shift. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) return value;
  const dd = String(parsed.getDate()).padStart(2, '0');
  const mm = String(parsed.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${parsed.getFullYear()}`;
}

/** The address line of the customer home: area, landmark, city, state, pin_code. */
export function formatAddress(a: Address): string {
  return [a.area, a.landmark, a.city, a.state, a.pinCode].map((p) => p.trim()).filter(Boolean).join(', ');
}

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  confirm: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
