'use client';

import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { useMessageOr, useValidationText } from '@/i18n/error-text';
import { useId, useRef, useState } from 'react';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { rememberLogin } from '@/lib/session';
import { MESSAGES, validateLogin } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { customerHomeHref } from '@/components/layout/nav-links';
import { Notice } from '@/components/ui/notice';

type Kind = 'guest' | 'team';

/** The panel's words: keys of messages/<language>.json's `auth` (the specification's English in en.json). */
const COPY: Record<Kind, { title: string; lead: string; button: string; failed: string }> = {
  guest: { title: 'guestTitle', lead: 'guestLead', button: 'guestButton', failed: MESSAGES.customerLoginFailed },
  team: { title: 'teamTitle', lead: 'teamLead', button: 'teamButton', failed: MESSAGES.teamLoginFailed },
};

/** Where each kind of user lands after logging in. */
export function destinationAfterLogin(kind: Kind, phone: string): string {
  return kind === 'guest' ? customerHomeHref(phone) : `/office?phone_number=${encodeURIComponent(phone)}`;
}

export function LoginPanel({ kind }: { kind: Kind }) {
  const copy = COPY[kind];
  const t = useTranslations('auth');
  const errorText = useMessageOr();
  const validationText = useValidationText();
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
    setPhoneError(validationText(invalid ?? ''));
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
      const message = err instanceof ApiError && err.message ? errorText(err, t('tryAgain')) : t('tryAgain');
      setError(validationText(copy.failed) + message);
      setBusy(false);
    }
  }

  return (
    <section className={`card auth-card ${kind}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t(copy.title)}</h2>
      <p className="lead">{t(copy.lead)}</p>
      <form onSubmit={onSubmit} noValidate>
        <FormField id={`${id}-phone`} label={t('phone')} error={phoneError} announce>
          <input
            {...fieldAria(`${id}-phone`, phoneError)}
            ref={phoneRef}
            name="phone_number"
            type="tel"
            inputMode="numeric"
            autoComplete="username"
            placeholder={t('phonePlaceholder')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            required
          />
        </FormField>
        <FormField id={`${id}-password`} label={t('password')}>
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
          {busy ? t('loggingIn') : t(copy.button)}
        </button>
      </form>
      <p style={{ marginTop: 14 }}>
        <Link href={kind === 'guest' ? '/forgot-password' : '/forgot-password?team=1'}>{t('forgotLink')}</Link>
      </p>
      {kind === 'guest' && (
        <p>
          {t('newHere')} <Link href="/register">{t('registerHere')}</Link>
        </p>
      )}
    </section>
  );
}
