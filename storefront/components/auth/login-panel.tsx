'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { rememberLogin } from '@/lib/session';
import { MESSAGES, validateLogin } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { customerHomeHref } from '@/components/layout/nav-links';
import { Notice } from '@/components/ui/notice';

type Kind = 'guest' | 'team';

const COPY: Record<Kind, { title: string; lead: string; button: string; failed: string }> = {
  guest: { title: 'Guest', lead: 'Log in with your phone number to see your orders.', button: 'Continue as Guest', failed: MESSAGES.customerLoginFailed },
  team: { title: 'Admin Team', lead: 'For the Rangrez team: the order board and accounts.', button: 'Login to Team Dashboard', failed: MESSAGES.teamLoginFailed },
};

/** Where each kind of user lands after logging in. */
export function destinationAfterLogin(kind: Kind, phone: string): string {
  return kind === 'guest' ? customerHomeHref(phone) : `/office?phone_number=${encodeURIComponent(phone)}`;
}

export function LoginPanel({ kind }: { kind: Kind }) {
  const copy = COPY[kind];
  const router = useRouter();
  const id = useId();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [phoneError, setPhoneError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const phoneRef = useRef<HTMLInputElement>(null);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const phoneNumber = phone.trim();
    const invalid = validateLogin(phoneNumber);
    setPhoneError(invalid ?? '');
    setError('');
    if (invalid) {
      phoneRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = kind === 'guest' ? await api.login(phoneNumber, password) : await api.adminLogin(phoneNumber, password);
      rememberLogin(result.loginId, phoneNumber);
      const target = destinationAfterLogin(kind, phoneNumber);
      if (kind === 'guest') router.push(target);
      else window.location.assign(target);
    } catch (err) {
      const message = err instanceof ApiError && err.message ? err.message : 'Please try again.';
      setError(copy.failed + message);
      setBusy(false);
    }
  }

  return (
    <section className={`card auth-card ${kind}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{copy.title}</h2>
      <p className="lead">{copy.lead}</p>
      <form onSubmit={onSubmit} noValidate>
        <FormField id={`${id}-phone`} label="Phone number" error={phoneError} announce>
          <input
            {...fieldAria(`${id}-phone`, phoneError)}
            ref={phoneRef}
            name="phone_number"
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            placeholder="10-digit phone number"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            required
          />
        </FormField>
        <FormField id={`${id}-password`} label="Password">
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </FormField>
        {error && <Notice kind="error">{error}</Notice>}
        <button type="submit" className="btn btn-block" disabled={busy}>
          {busy ? 'Logging in…' : copy.button}
        </button>
      </form>
      <p style={{ marginTop: 14 }}>
        <Link href={kind === 'guest' ? '/forgot-password' : '/forgot-password?team=1'}>Forgot password?</Link>
      </p>
      {kind === 'guest' && (
        <p>
          New here? <Link href="/register">Register here</Link>
        </p>
      )}
    </section>
  );
}
