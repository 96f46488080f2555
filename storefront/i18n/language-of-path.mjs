/**
 * The language an address is in (i18n/routing.ts): its first segment when that names a language ('/hi/brevity' is
 * 'hi'), else the default ('/brevity' is 'en'). Plain JavaScript: server/page-cache.mjs reads it too.
 * @param {string} path @param {readonly string[]} locales @param {string} fallback
 */
export function languageOfPath(path, locales, fallback) {
  const first = path.split('?')[0].split('/')[1] ?? '';
  return locales.includes(first) ? first : fallback;
}
