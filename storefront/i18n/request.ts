/** The messages and formats of one request's language (next-intl reads this file through the plugin in next.config). */
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { SHOP_TIME_ZONE } from '@/lib/format';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: (await import(`../messages/${locale}.json`)).default,
    timeZone: SHOP_TIME_ZONE,
  };
});
