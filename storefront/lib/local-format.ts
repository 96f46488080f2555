/**
 * Dates in the reader's language. English keeps the shop's own formats (lib/format.ts: 05/03/2024, 23:36), the
 * specification's; any other language writes them with Intl in its tag (i18n/languages.ts: 'hi-IN' → '5 मार्च 2024'),
 * always India time. Money needs nothing of the language: formatRupees groups the Indian way in every language.
 */
import { DEFAULT_LOCALE, intlTag } from '@/i18n/languages';
import { SHOP_TIME_ZONE, formatDate, formatDateTime } from './format';

type When = string | Date | null | undefined;

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const NO_ZONE = /^\d{4}-\d{2}-\d{2}T[\d:.]+$/;

/** The instant, and the zone its day is read in: a bare day ('2024-03-05') is that day, whatever the zone. */
function reading(value: string | Date): { at: Date; timeZone: string } | null {
  const day = typeof value === 'string' ? DAY_ONLY.exec(value) : null;
  if (day) return { at: new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), timeZone: 'UTC' };
  const at = typeof value === 'string' ? new Date(NO_ZONE.test(value) ? `${value}+05:30` : value) : value;
  return Number.isNaN(at.getTime()) ? null : { at, timeZone: SHOP_TIME_ZONE };
}

function written(value: When, locale: string, options: Intl.DateTimeFormatOptions): string {
  if (!value) return '';
  const found = reading(value);
  if (!found) return typeof value === 'string' ? value : '';
  return new Intl.DateTimeFormat(intlTag(locale), { ...options, timeZone: found.timeZone }).format(found.at);
}

/** A day: '05/03/2024' in English, '5 मार्च 2024' in Hindi. */
export function localDate(value: When, locale: string): string {
  if (locale === DEFAULT_LOCALE) return formatDate(value);
  return written(value, locale, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** A moment: '23/11/2026 23:36' in English, '23 नवंबर 2026 को 23:36 बजे' in Hindi (24-hour, as the shop writes times). */
export function localDateTime(value: When, locale: string): string {
  if (locale === DEFAULT_LOCALE) return formatDateTime(value);
  if (typeof value === 'string' && DAY_ONLY.test(value)) return localDate(value, locale);
  return written(value, locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}

const WEEKDAY_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A day offered to choose: 'Mon, 30/11/2026' in English, 'सोमवार, 30 नवंबर 2026' in Hindi. */
export function localWeekdayDate(day: string, locale: string): string {
  if (locale === DEFAULT_LOCALE) return `${WEEKDAY_EN[new Date(`${day}T00:00:00Z`).getUTCDay()]}, ${formatDate(day)}`;
  return written(day, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

const MONTH_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The pincode check's day ('Delivery by Tue, 1 Dec'): 'Tue, 1 Dec' in English (as core/pincodes/estimate.py words it),
 * 'मंगल, 1 दिस॰' in Hindi; '' for no day.
 */
export function localDeliveryDay(day: string | null | undefined, locale: string): string {
  if (!day || !DAY_ONLY.test(day)) return '';
  if (locale === DEFAULT_LOCALE) {
    const at = new Date(`${day}T00:00:00Z`);
    return `${WEEKDAY_EN[at.getUTCDay()]}, ${at.getUTCDate()} ${MONTH_EN[at.getUTCMonth()]}`;
  }
  return written(day, locale, { weekday: 'short', day: 'numeric', month: 'short' });
}
