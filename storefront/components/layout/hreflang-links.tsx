'use client';

import { usePathname } from '@/i18n/navigation';
import { DEFAULT_LOCALE, LANGUAGES, intlTag, localizedPath } from '@/i18n/languages';

/**
 * The page's `<link rel="alternate" hreflang>` for every language and x-default (the English address), written by
 * the root layout on every page; React puts them in the <head>. `origin` is the shop's public address (lib/site.ts),
 * read on the server.
 */
export function HreflangLinks({ origin }: { origin: string }) {
  const path = usePathname();
  return (
    <>
      {LANGUAGES.map((l) => (
        <link key={l.code} rel="alternate" hrefLang={intlTag(l.code)} href={`${origin}${localizedPath(l.code, path)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${localizedPath(DEFAULT_LOCALE, path)}`} />
    </>
  );
}
