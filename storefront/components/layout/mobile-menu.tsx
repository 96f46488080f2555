'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';
import { useEffect, useState } from 'react';
import type { Brand } from '@/lib/api/types';
import { AccountLinks } from './account-links';
import { MAIN_LINKS, MOBILE_SHOP_LINKS } from './nav-links';

export function MobileMenu({ brands }: { brands: Brand[] | null }) {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    // Close the menu after a navigation.
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-small menu-button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t('closeMenu') : t('menu')}
      </button>
      <nav id="mobile-menu" className="mobile-menu" aria-label={t('mobile')} hidden={!open} style={{ position: 'absolute', left: 0, right: 0, top: '100%' }}>
        <div className="container">
          <ul>
            {MAIN_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{t(l.key)}</Link>
              </li>
            ))}
            <AccountLinks variant="mobile" />
          </ul>
          <h2>{t('shop')}</h2>
          <ul>
            {MOBILE_SHOP_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{t(l.key)}</Link>
              </li>
            ))}
          </ul>
          {brands && brands.length > 0 && (
            <>
              <h2>{t('brandMerch')}</h2>
              <ul>
                {brands.map((b) => (
                  <li key={b.slug}>
                    <Link href={`/help/${b.slug}`}>{b.name}</Link>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </nav>
    </>
  );
}
