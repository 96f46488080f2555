/**
 * Display helpers, the one place the console formats what a person reads: times are India time
 * (Asia/Kolkata) as dd/mm/yyyy and 24-hour hh:mm, whatever the browser's zone; money as rupees with
 * Indian grouping and paise.
 */

export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const istParts = new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
});

/** An instant's day and time on the shop's clock (IST), or null when the value is not a date. */
const inIndia = (value: string | Date) => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return null;
    const part = Object.fromEntries(istParts.formatToParts(date).map(p => [p.type, p.value]));
    return { day: `${part.day}/${part.month}/${part.year}`, time: `${part.hour}:${part.minute}` };
};

/** The shop's calendar day (India) of an instant as 'YYYY-MM-DD' (today by default). */
export const istDay = (value: Date = new Date()): string => {
    const part = Object.fromEntries(istParts.formatToParts(value).map(p => [p.type, p.value]));
    return `${part.year}-${part.month}-${part.day}`;
};

/** The year and month (1-12) an instant falls in on the shop's calendar (India). */
export const istMonth = (value: Date = new Date()): { year: number; month: number } => {
    const part = Object.fromEntries(istParts.formatToParts(value).map(p => [p.type, p.value]));
    return { year: Number(part.year), month: Number(part.month) };
};

/**
 * A day as dd/mm/yyyy: a shop date ('YYYY-MM-DD', already the shop's calendar day) stays that day;
 * an instant (ISO date-time) is the day it was in India.
 */
export const formatDate = (value?: string | Date | null): string => {
    if (!value) return '';
    const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
    if (day) return `${day[3]}/${day[2]}/${day[1]}`;
    return inIndia(value)?.day ?? String(value);
};

/** An instant as the team reads it: 23/11/2026, 23:36 (India time, 24-hour). */
export const formatDateTime = (value?: string | Date | null): string => {
    if (!value) return '';
    if (typeof value === 'string' && DAY_ONLY.test(value)) return formatDate(value);
    const at = inIndia(value);
    return at ? `${at.day}, ${at.time}` : String(value);
};

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The one money formatter's number: Indian grouping, always two places (1,23,837.10). */
export const formatAmount = (value?: number | string | null): string => rupees.format(Number(value ?? 0));

/** Money everywhere in the console: ₹1,23,837.10. */
export const formatRupees = (value?: number | string | null): string => `₹${formatAmount(value)}`;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A chart axis' rupees: Indian grouping, no paise (₹1,23,838). */
export const formatWholeRupees = (value?: number | string | null): string => `₹${wholeRupees.format(Number(value ?? 0))}`;

/** The specification's header wording around the same number: 'Rs. 1,23,837.10/-'. */
export const headerAmount = (value?: number | string | null): string => `Rs. ${formatAmount(value)}/-`;

export const formatSizes = (sizes?: { size: string; quantity: number }[]): string =>
    (sizes ?? []).map(line => `${line.size} × ${line.quantity}`).join(', ');
