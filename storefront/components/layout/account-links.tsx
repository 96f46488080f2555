'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { api } from '@/lib/api/client';
import type { Me } from '@/lib/api/types';
import { ACCOUNT_LINKS } from './nav-links';

/**
 * Who is logged in, shared by the desktop header and the mobile menu so one `/api/me/` answers both.
 * `null` means not known yet (first paint, or the call failed): the header then shows Signup and Login.
 */
let session: Me | null = null;
let inflight: Promise<void> | null = null;
/** Bumped by Logout, so an answer to a check asked before it cannot bring the old session back. */
let generation = 0;
const listeners = new Set<() => void>();

function setSession(next: Me | null) {
  session = next;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getSession = () => session;
const getServerSession = () => null;

/** Asks `/api/me/` again (once, however many components ask at the same time). */
export function refreshSession(): Promise<void> {
  if (inflight) return inflight;
  const asked = generation;
  const pending: Promise<void> = api
    .me()
    .then(
      (me) => {
        if (asked === generation) setSession(me);
      },
      () => undefined, // a failed check keeps what we knew
    )
    .finally(() => {
      if (inflight === pending) inflight = null;
    });
  inflight = pending;
  return pending;
}

/** For tests: forget the session between renders. */
export function resetSession() {
  session = null;
  inflight = null;
}

/** Each slot keeps one width whichever state fills it, so the answer from `/api/me/` moves nothing. */
const SLOT = ['account-slot account-slot-who', 'account-slot account-slot-action'] as const;

const LOGGED_OUT: Me = { authenticated: false, phoneNumber: null, name: null, isStaff: false };

export function firstName(name: string | null): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}

function clearConvenienceCookies() {
  // The readable copies the login panel writes; the session cookie itself is ended by the server.
  for (const name of ['login_id', 'phone_number']) document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

/**
 * The header's account corner: Signup and Login for visitors; "Hi, {first name}" and Logout for a
 * logged-in customer or team member. Rendered as list items of the surrounding nav list.
 */
export function AccountLinks({ variant }: { variant: 'desktop' | 'mobile' }) {
  const me = useSyncExternalStore(subscribe, getSession, getServerSession);
  const router = useRouter();
  const pathname = usePathname();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  // Logging in moves to another page without reloading the header: ask again after each navigation.
  useEffect(() => {
    void refreshSession();
  }, [pathname]);

  const desktop = variant === 'desktop';

  if (!me?.authenticated) {
    return (
      <>
        {ACCOUNT_LINKS.map((link, i) => (
          <li key={link.href} className={desktop ? SLOT[i] : undefined}>
            <Link href={link.href} className={desktop && link.href === '/login' ? 'nav-cta' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </>
    );
  }

  const first = firstName(me.name);
  const greeting = first ? `Hi, ${first}` : 'My account';
  const home = me.isStaff ? '/office/' : `/customerpilot?phone_number=${encodeURIComponent(me.phoneNumber ?? '')}`;

  async function logout() {
    setBusy(true);
    setError('');
    try {
      await api.logout();
    } catch {
      setBusy(false);
      setError('Logout failed. Please try again.');
      return;
    }
    clearConvenienceCookies();
    generation += 1;
    inflight = null;
    setSession(LOGGED_OUT);
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
          {error ? 'Try again' : 'Logout'}
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
