'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname, useRouter } from '@/i18n/navigation';
import { useState } from 'react';
import { logOut, useSession } from '@/lib/session';
import { ACCOUNT_LINKS, customerHomeHref } from './nav-links';

/** Each slot keeps one width whichever state fills it, so the answer from `/api/me/` moves nothing. */
const SLOT = ['account-slot account-slot-who', 'account-slot account-slot-action'] as const;

export function firstName(name: string | null): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

/**
 * The header's account corner: Signup and Login for visitors; "Hi, {first name}" and Logout for a
 * logged-in customer or team member. Rendered as list items of the surrounding nav list.
 */
export function AccountLinks({ variant }: { variant: 'desktop' | 'mobile' }) {
  // Logging in moves to another page without reloading the header: ask again after each navigation.
  const me = useSession(usePathname());
  const t = useTranslations('header');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const desktop = variant === 'desktop';

  if (!me?.authenticated) {
    return (
      <>
        {ACCOUNT_LINKS.map((link, i) => (
          <li key={link.href} className={desktop ? SLOT[i] : undefined}>
            <Link href={link.href} className={desktop && link.href === '/login' ? 'nav-cta' : undefined}>
              {t(link.key)}
            </Link>
          </li>
        ))}
      </>
    );
  }

  const first = firstName(me.name);
  const greeting = first ? t('hi', { name: first }) : t('myAccount');
  const home = me.isStaff ? '/office/' : customerHomeHref(me.phoneNumber ?? '');

  async function logout() {
    setBusy(true);
    setError('');
    try {
      await logOut();
    } catch {
      setBusy(false);
      setError(t('logoutFailed'));
      return;
    }
    setBusy(false);
    router.push('/login');
  }

  return (
    <>
      <li className={desktop ? SLOT[0] : undefined}>
        {me.isStaff ? (
          // The back office is Django's page, not a route of this app: a plain link.
          <a href={home} className="account-greeting" title={me.name ?? undefined}>
            <span>{greeting}</span>
          </a>
        ) : (
          <Link href={home} className="account-greeting" title={me.name ?? undefined}>
            <span>{greeting}</span>
          </Link>
        )}
      </li>
      <li className={desktop ? SLOT[1] : undefined}>
        <button
          type="button"
          className={desktop ? 'nav-trigger nav-cta' : 'mobile-menu-button'}
          onClick={logout}
          disabled={busy}
          aria-busy={busy}
          aria-describedby={error ? `logout-error-${variant}` : undefined}
        >
          {error ? t('tryAgain') : t('logout')}
        </button>
        {error && (
          <span id={`logout-error-${variant}`} className="visually-hidden" role="alert">
            {error}
          </span>
        )}
      </li>
    </>
  );
}
