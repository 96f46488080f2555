'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { Brand } from '@/lib/api/types';
import { RetryNotice } from '@/components/ui/retry-notice';

/** The brand merchandise dropdown: seven brands, each to /help/{brand-slug}. */
export function BrandMenu({ brands }: { brands: Brand[] | null }) {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    const onClick = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="dropdown" ref={rootRef}>
      <button type="button" className="nav-trigger" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {t('brandMerch')} <span aria-hidden="true">&nbsp;▾</span>
      </button>
      {open && (
        <div className="dropdown-panel" id={panelId}>
          {brands ? (
            <ul>
              {brands.map((b) => (
                <li key={b.slug}>
                  <Link href={`/help/${b.slug}`} onClick={() => setOpen(false)}>
                    {b.name}
                    {b.tagline && <small>{b.tagline}</small>}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <RetryNotice message={t('brandsFailed')} />
          )}
        </div>
      )}
    </div>
  );
}
