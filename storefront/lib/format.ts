/**
 * Display formats of the shop, the storefront's only place that formats them: rupees with Indian digit grouping,
 * dates as dd/mm/yyyy and times as 24-hour HH:mm in India time (Asia/Kolkata), the address line.
 */
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

/** The shop's time zone: every date and time a customer reads is India time, whatever zone the server runs in. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

type When = string | Date | null | undefined;

/** A day without a time ('2024-03-05', what the API's `date` fields carry): it is that day, there is no instant to shift. */
const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** An ISO date-time that names no zone: the shop's own wall time, never the server's. */
const NO_ZONE = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/;

function instant(value: string | Date): Date | null {
  const parsed = typeof value === 'string' ? new Date(NO_ZONE.test(value) ? `${value}+05:30` : value) : value;
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function parts(format: Intl.DateTimeFormat, at: Date): Record<string, string> {
  return Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
}

/** '2024-03-05' → '05/03/2024' (as written); a date-time → its day in India ('2026-11-23T20:00:00Z' → '24/11/2026'). */
export function formatDate(value: When): string {
  if (!value) return '';
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  const at = instant(value);
  if (!at) return typeof value === 'string' ? value : '';
  const { day: dd, month: mm, year: yyyy } = parts(DAY, at);
  return `${dd}/${mm}/${yyyy}`;
}

/** A time of day in India, 24-hour: '2026-11-23T18:06:00Z' → '23:36'. Empty for a day without a time. */
export function formatTime(value: When): string {
  if (!value || (typeof value === 'string' && DAY_ONLY.test(value))) return '';
  const at = instant(value);
  if (!at) return '';
  const { hour, minute } = parts(TIME, at);
  return `${hour}:${minute}`;
}

/** A moment as a customer reads it: '2026-11-23T18:06:00Z' → '23/11/2026 23:36' (India time, 24-hour). */
export function formatDateTime(value: When): string {
  const time = formatTime(value);
  return time ? `${formatDate(value)} ${time}` : formatDate(value);
}

/** The year it is in India (the footer's ©): on 31 December after 18:30 UTC it is already next year there. */
export function currentYear(now: Date = new Date()): number {
  return Number(parts(DAY, now).year);
}

/** The address line of the customer home: area, landmark, city, state, pin_code. */
export function formatAddress(a: Address): string {
  return [a.area, a.landmark, a.city, a.state, a.pinCode].map((p) => p.trim()).filter(Boolean).join(', ');
}

