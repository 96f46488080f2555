'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { accountApi } from '@/lib/api/account';
import { formFieldErrors, messageOr } from '@/lib/api/errors';
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

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    if (!password) found.password = 'Please enter your password.';
    if (confirm.trim() !== CONFIRM_WORD) found.confirm = `Please type ${CONFIRM_WORD} to confirm.`;
    setErrors(found);
    setFailed('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const message = await accountApi.deleteAccount(password, confirm.trim());
      forgetSession();
      setDone(message);
    } catch (err) {
      setErrors(formFieldErrors(err, ['password', 'confirm'] as const));
      setFailed(messageOr(err, 'We could not delete the account just now. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      {open && (
        <Dialog title={done ? 'Account deleted' : 'Delete my account'} onClose={done ? () => router.push('/') : () => setOpen(false)}>
          {done ? (
            <>
              <Notice kind="ok">{done}</Notice>
              <div className="modal-actions">
                <Link className="btn" href="/">
                  Go to the home page
                </Link>
              </div>
            </>
          ) : (
            <form onSubmit={onSubmit} noValidate>
              <p className="notice notice-error">
                This cannot be undone. Your name, phone number, e-mail, address, designs, messages, reviews and return
                notes are erased at once and you can no longer log in. Your orders&apos; amounts and their GST invoices
                are kept, as the law requires.
              </p>
              <FormField id="delete-password" label="Password" error={errors.password}>
                <input
                  {...fieldAria('delete-password', errors.password)}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              </FormField>
              <FormField id="delete-confirm" label={`Type ${CONFIRM_WORD} to confirm`} error={errors.confirm}>
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
                  Cancel
                </button>
                <button type="submit" className="btn btn-danger" disabled={busy}>
                  {busy ? 'Deleting…' : 'Delete my account for good'}
                </button>
              </div>
            </form>
          )}
        </Dialog>
      )}
    </div>
  );
}
