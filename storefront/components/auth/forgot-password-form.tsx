'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAnswerText, useMessageOr, useValidationText } from '@/i18n/error-text';
import { accountApi } from '@/lib/api/account';
import { MESSAGES } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';

/**
 * Forgot password: a phone number or an e-mail, and the server's one answer whatever it is (OWASP: the page must not
 * tell who has an account). `team` asks from the admin panel; a team member's link opens the back office either way.
 */
export function ForgotPasswordForm({ team }: { team: boolean }) {
  const [login, setLogin] = useState('');
  const [error, setError] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations('auth');
  const errorText = useMessageOr();
  const answerText = useAnswerText();
  const validationText = useValidationText();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const value = login.trim();
    setError(value ? '' : validationText(MESSAGES.loginOrEmailMissing));
    setResult(null);
    if (!value) return;
    setBusy(true);
    try {
      setResult({ ok: true, text: answerText(await accountApi.forgotPassword(value, team)) });
    } catch (err) {
      setResult({ ok: false, text: errorText(err, t('forgotFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('forgotTitle')}>
      <FormField id="forgot-login" label={t('phoneOrEmail')} error={error} announce>
        <input
          {...fieldAria('forgot-login', error)}
          name="login"
          autoComplete="username"
          maxLength={254}
          value={login}
          onChange={(e) => setLogin(e.target.value)}
          required
        />
      </FormField>
      {result && <Notice kind={result.ok ? 'ok' : 'error'}>{result.text}</Notice>}
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? t('sending') : t('sendLink')}
      </button>
    </form>
  );
}
