/**
 * The default language's pages keep the specification's addresses: `/brevity/4` is served by app/[locale] as
 * `/en/brevity/4`, a rewrite inside Next (the address and the caches' keys are unchanged, nothing is redirected).
 * An address whose first segment is another language (`/hi/...`) is routed as it is. These are `afterFiles`
 * rewrites: public files, Next's files and the routes outside a language (robots.txt, sitemap.xml,
 * size-chart.pdf, cache/revalidate) and Django's paths (beforeFiles) are matched first.
 */
import { DEFAULT_LOCALE, LOCALES } from './languages';

export function defaultLanguageRewrites(): { source: string; destination: string }[] {
  const prefixed = LOCALES.join('|');
  return [
    { source: '/', destination: `/${DEFAULT_LOCALE}` },
    { source: `/:first((?!(?:${prefixed})(?:/|$))[^/]+)/:rest*`, destination: `/${DEFAULT_LOCALE}/:first/:rest*` },
  ];
}
