/**
 * The storefront's languages, read from i18n/language-list.json: a language is data, not code. To add one, a
 * translator adds its line there and its messages/<code>.json (every key of en.json; tests/i18n-messages.test.ts
 * says which are missing). The first language is the default: its pages keep the specification's addresses
 * without a prefix; every other one lives under /<code>/.
 */
import languages from './language-list.json';

/**
 * `script`: the Unicode script the language is written in (`\p{Script=...}`); `font`: the script's web font file
 * (app/globals.css's @font-face), fetched first on that language's pages.
 */
export type Language = { code: string; name: string; intl: string; dir: 'ltr' | 'rtl'; script: string; font?: string };

export const LANGUAGES = languages as Language[];
export const LOCALES = LANGUAGES.map((l) => l.code);
export const DEFAULT_LOCALE = LOCALES[0] ?? 'en';

/** The BCP 47 tag numbers and dates are written in ('en-IN', 'hi-IN'): Indian digit grouping in every language. */
export function intlTag(locale: string): string {
  return LANGUAGES.find((l) => l.code === locale)?.intl ?? 'en-IN';
}

/** The web font file a language's pages draw their script in, if the language has its own ('hi': Devanagari). */
export function languageFont(locale: string): string | undefined {
  return LANGUAGES.find((l) => l.code === locale)?.font;
}

/** Each language's letters, by its code. */
const LETTERS = new Map(LANGUAGES.map((l) => [l.code, new RegExp(`\\p{Script=${l.script}}`, 'u')]));

/**
 * The `lang` of what the shop's team wrote (a product's name and description, a seller page) shown on a `locale`
 * page: nothing when it is in that page's language (it inherits the page's), else the default language's, since the
 * API falls back to the English where a translation is blank. It reads the text's letters: a Hindi page's Hindi
 * description has Devanagari, its English fallback has none. So a screen reader reads each in its own voice.
 */
export function textLang(text: string, locale: string): string | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  const letters = LETTERS.get(locale);
  if (!letters || letters.test(text)) return undefined;
  return DEFAULT_LOCALE;
}

/** A page's address in a language: '/brevity/4' → '/hi/brevity/4'; the default language keeps it as it is. */
export function localizedPath(locale: string, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
