'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from '@/i18n/navigation';
import { LANGUAGES, localizedPath } from '@/i18n/languages';

/**
 * The header's language switch: the same page (its query and fragment too) in each other language, each named in its
 * own language and script. Next loads the whole page (the root layout's <html lang> changes). The bag is kept (it
 * lives in the browser's localStorage, lib/bag/store.ts), and so is the session.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const path = usePathname();
  const router = useRouter();
  const t = useTranslations('header');
  return (
    <nav className="language-switch" aria-label={t('language')}>
      {LANGUAGES.filter((l) => l.code !== locale).map((l) => (
        <a
          key={l.code}
          href={localizedPath(l.code, path)}
          hrefLang={l.intl}
          lang={l.intl}
          onClick={(event) => {
            event.preventDefault();
            router.push(`${path}${window.location.search}${window.location.hash}`, { locale: l.code });
          }}
        >
          {l.name}
        </a>
      ))}
    </nav>
  );
}
