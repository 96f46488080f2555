'use client';

import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { messageOr } from '@/lib/api/errors';
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

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const value = login.trim();
    setError(value ? '' : MESSAGES.loginOrEmailMissing);
    setResult(null);
    if (!value) return;
    setBusy(true);
    try {
      setResult({ ok: true, text: await accountApi.forgotPassword(value, team) });
    } catch (err) {
      setResult({ ok: false, text: messageOr(err, 'We could not send the link just now. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Forgot password">
      <FormField id="forgot-login" label="Phone number or e-mail" error={error} announce>
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
        {busy ? 'Sending…' : 'Send reset link'}
      </button>
    </form>
  );
}
