'use client';
/**
 * Who is logged in, for client components: the header, the studio, the bag and the design page's totals share one
 * answer from `/api/me/`, asked once however many of them want it at the same time. `null` means not known yet (first
 * paint, or the check failed). Server components read the session with `getMe(cookie)` instead.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { api } from './api/client';
import type { Me } from './api/types';

export const LOGGED_OUT: Me = { authenticated: false, phoneNumber: null, name: null, isStaff: false };

let session: Me | null = null;
let inflight: Promise<void> | null = null;
/** Bumped by a log-out, so an answer to a check asked before it cannot bring the old session back. */
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

/** Asks `/api/me/` again (once, however many components ask at the same time); a failed check keeps what we knew. */
export function refreshSession(): Promise<void> {
  if (inflight) return inflight;
  const asked = generation;
  const pending: Promise<void> = api
    .me()
    .then(
      (me) => {
        if (asked === generation) setSession(me);
      },
      () => undefined,
    )
    .finally(() => {
      if (inflight === pending) inflight = null;
    });
  inflight = pending;
  return pending;
}

/** The readable `login_id` and `phone_number` cookies (an hour, as the specification): the pages' convenience only. */
const CONVENIENCE_COOKIES = ['login_id', 'phone_number'] as const;

function setConvenienceCookies(values: readonly [string, string] | null) {
  const attrs = `path=/; max-age=${values ? 3600 : 0}; SameSite=Lax`;
  CONVENIENCE_COOKIES.forEach((name, i) => {
    document.cookie = `${name}=${values ? encodeURIComponent(values[i] ?? '') : ''}; ${attrs}`;
  });
}

/** After a log-in: the readable copies of who logged in (the server trusts only its session cookie). */
export function rememberLogin(loginId: string, phone: string) {
  setConvenienceCookies([loginId, phone]);
}

/** Logs out on the server; then every component sees the visitor as logged out. Throws when the server refused. */
export async function logOut(): Promise<void> {
  await api.logout();
  forgetSession();
}

/** The server has already ended the session (the account was deleted): every component sees the visitor as logged out. */
export function forgetSession() {
  setConvenienceCookies(null);
  generation += 1;
  inflight = null;
  setSession(LOGGED_OUT);
}

/** For tests: forget the session between renders. */
export function resetSession() {
  session = null;
  inflight = null;
}

/** The session, asked again when the component mounts and whenever `refreshKey` changes (the header: each page). */
export function useSession(refreshKey?: unknown): Me | null {
  const me = useSyncExternalStore(
    subscribe,
    () => session,
    () => null,
  );
  useEffect(() => {
    void refreshSession();
  }, [refreshKey]);
  return me;
}
