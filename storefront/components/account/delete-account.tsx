'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link, useRouter } from '@/i18n/navigation';
import { useAnswerText, useMessageOr, useFieldErrors } from '@/i18n/error-text';
import { accountApi } from '@/lib/api/account';
import { forgetSession } from '@/lib/session';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { Dialog } from '@/components/ui/dialog';

const CONFIRM_WORD = 'DELETE';
type Errors = Partial<Record<'password' | 'confirm', string>>;

/**
 * Delete my account (Digital Personal Data Protection Act, 2023, s.12: erasure): a clear warning, the password and
 * the word DELETE, then the server erases the person's data at once and ends the session. Invoices stay, as the GST
 * law requires; the page says so before and after.
 */
export function DeleteAccount() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useTranslations('account');
  const errorText = useMessageOr();
  const fieldErrors = useFieldErrors();
  const answerText = useAnswerText();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (!password) found.password = t('deletePasswordMissing');
    if (confirm.trim() !== CONFIRM_WORD) found.confirm = t('deleteConfirmMissing', { word: CONFIRM_WORD });
    setErrors(found);
    setFailed('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const message = await accountApi.deleteAccount(password, confirm.trim());
      forgetSession();
      setDone(answerText(message));
    } catch (err) {
      setErrors(fieldErrors(err, ['password', 'confirm'] as const));
      setFailed(errorText(err, t('deleteFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {t('deleteTitle')}
      </button>
      {open && (
        <Dialog title={done ? t('deleted') : t('deleteTitle')} onClose={done ? () => router.push('/') : () => setOpen(false)}>
          {done ? (
            <>
              <Notice kind="ok">{done}</Notice>
              <div className="modal-actions">
                <Link className="btn" href="/">
                  {t('goHome')}
                </Link>
              </div>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <p className="notice notice-error">
                {t('deleteWarning')}
              </p>
              <FormField id="delete-password" label={t('password')} error={errors.password}>
                <input
                  {...fieldAria('delete-password', errors.password)}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </FormField>
              <FormField id="delete-confirm" label={t('deleteConfirmLabel', { word: CONFIRM_WORD })} error={errors.confirm}>
                <input
                  {...fieldAria('delete-confirm', errors.confirm)}
                  name="confirm"
                  autoComplete="off"
                  value={confirm}
                  onChange={(e) => setConfirm(e.target.value)}
                />
              </FormField>
              {failed && <Notice kind="error">{failed}</Notice>}
              <div className="modal-actions">
                <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
                  {t('cancel')}
                </button>
                <button type="submit" className="btn btn-danger" disabled={busy}>
                  {busy ? t('deleting') : t('deleteForGood')}
                </button>
              </div>
            </form>
          )}
        </Dialog>
      )}
    </div>
  );
}
