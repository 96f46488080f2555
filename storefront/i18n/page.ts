/**
 * A page's language, from its address's [locale] segment, handed to next-intl so the page renders statically
 * (setRequestLocale; every page calls this first, as the root layout does): no request header is read, so the page
 * stays in Next's cache, one entry per language.
 */
import { setRequestLocale } from 'next-intl/server';
import { DEFAULT_LOCALE } from './languages';

export type LocaleProps = { params: Promise<{ locale: string }> };

export async function setPageLocale(params: Promise<object>): Promise<string> {
  const found = await params;
  const locale = 'locale' in found && typeof found.locale === 'string' ? found.locale : DEFAULT_LOCALE;
  setRequestLocale(locale);
  return locale;
}
