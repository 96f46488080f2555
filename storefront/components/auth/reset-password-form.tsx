'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useAnswerText, useMessageOr, useFieldErrors } from '@/i18n/error-text';
import { accountApi } from '@/lib/api/account';
import { ApiError } from '@/lib/api/errors';
import { type NewPasswordFields as Fields, validateNewPassword } from '@/lib/validation';
import { NewPasswordFields } from '@/components/account/new-password-fields';
import { Notice } from '@/components/ui/notice';

export const LINK_FAILED = 'This link to reset the password is invalid or has expired. Please ask for a new one.';

type Stage = { kind: 'checking' } | { kind: 'form' } | { kind: 'invalid'; text: string } | { kind: 'done'; text: string };

/** The link's own failure (used, expired, altered): the server names the token. */
const linkFailed = (err: unknown) => err instanceof ApiError && (err.errors.token?.length ?? 0) > 0;

/**
 * The e-mail's link: checked as the page opens (a used or expired link says so instead of showing a form), then the
 * new password twice. The validators' messages come back next to the field. The person is not logged in by it: every
 * session of the account has ended, and they log in with the new password.
 */
export function ResetPasswordForm({ uid, token }: { uid: string; token: string }) {
  const [stage, setStage] = useState<Stage>({ kind: 'checking' });
  const [values, setValues] = useState<Fields>({ password: '', password2: '' });
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useTranslations('auth');
  const errorText = useMessageOr();
  const fieldErrors = useFieldErrors();
  const answerText = useAnswerText();

  useEffect(() => {
    let live = true;
    accountApi.checkResetLink(uid, token).then(
      () => live && setStage({ kind: 'form' }),
      (err) => live && setStage(err instanceof ApiError && err.status === 0 ? { kind: 'form' } : { kind: 'invalid', text: errorText(err, LINK_FAILED) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words' function changes with each render, the link does not
  }, [uid, token]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      setStage({ kind: 'done', text: answerText(await accountApi.resetPassword(uid, token, values)) });
    } catch (err) {
      if (linkFailed(err)) setStage({ kind: 'invalid', text: errorText(err, LINK_FAILED) });
      setErrors(fieldErrors(err, ['password', 'password2'] as const));
      setFormError(errorText(err, t('resetFailed')));
    } finally {
      setBusy(false);
    }
  }

  if (stage.kind === 'checking') return <p className="muted">{t('checkingLink')}</p>;
  if (stage.kind === 'invalid')
    return (
      <>
        <Notice kind="error">{stage.text}</Notice>
        <Link className="btn" href="/forgot-password">
          {t('askNewLink')}
        </Link>
      </>
    );
  if (stage.kind === 'done')
    return (
      <>
        <Notice kind="ok">{stage.text}</Notice>
        <Link className="btn" href="/login">
          {t('logIn')}
        </Link>
      </>
    );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('resetTitle')}>
      <NewPasswordFields idPrefix="reset" values={values} errors={errors} onChange={setValues} />
      {formError && <Notice kind="error">{formError}</Notice>}
      <button type="submit" className="btn btn-block" disabled={busy}>
        {busy ? t('saving') : t('setPassword')}
      </button>
    </form>
  );
}
