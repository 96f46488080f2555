/**
 * A date and time the team types on the shop's clock, as the console shows them (dd/mm/yyyy and
 * 24-hour hh:mm, India time), whatever the browser's locale or zone: a browser's own date-time picker
 * follows its locale (mm/dd, AM/PM) and its zone, so the console takes text instead.
 */

export const IST_DATE_TIME_PLACEHOLDER = 'dd/mm/yyyy hh:mm';
export const IST_DATE_TIME_ERROR = 'Write it as dd/mm/yyyy hh:mm, 24-hour India time (e.g. 30/11/2026 14:05).';

const TYPED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})[ ,T]+(\d{1,2})[:.](\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** '30/11/2026 14:05' -> '2026-11-30T14:05:00' (no zone: the server reads it as IST); null when it is no such moment. */
export const parseIstDateTime = (text: string): string | null => {
    const found = TYPED.exec(text.trim());
    if (!found) return null;
    const [day, month, year, hour, minute] = found.slice(1).map(Number);
    if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
    if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null; // 31/02 is no day
    return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00`;
};
