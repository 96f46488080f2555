'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { consentApi } from '@/lib/api/consent';
import { pageLanguage } from '@/components/consent/notice-language';
import { messageOr } from '@/lib/api/errors';
import { isNewsletterEmail } from '@/lib/validation';
import { Notice } from '@/components/ui/notice';

/** Withdraw the newsletter consent: the e-mail, and one answer whether or not it had signed up. */
export function NewsletterWithdraw() {
  const t = useTranslations('home');
  const v = useTranslations('validation');
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!isNewsletterEmail(email)) {
      setResult({ ok: false, text: v('newsletterInvalid') });
      return;
    }
    setBusy(true);
    try {
      setResult({ ok: true, text: await consentApi.withdrawByEmail(email.trim(), pageLanguage()) });
      setEmail('');
    } catch (err) {
      setResult({ ok: false, text: messageOr(err, t('withdrawFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="club-withdraw">
      <button type="button" className="link-button" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((v) => !v)}>
        {t('stop')}
      </button>
      <form id={`${id}-form`} hidden={!open} onSubmit={onSubmit} noValidate aria-label={t('stop')}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('unsubscribeEmail')}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <button type="submit" className="btn btn-light btn-small" disabled={busy}>
          {busy ? t('sending') : t('withdraw')}
        </button>
        {result && <Notice kind={result.ok ? 'ok' : 'error'}>{result.text}</Notice>}
      </form>
    </div>
  );
}
