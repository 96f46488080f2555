'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useAnswerText, useMessageOr, useFieldErrors, useValidationText } from '@/i18n/error-text';
import { accountApi } from '@/lib/api/account';
import { MESSAGES, type NewPasswordFields as NewFields, validateNewPassword } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { NewPasswordFields } from './new-password-fields';

type Errors = Partial<NewFields & { current: string }>;
const EMPTY: NewFields = { password: '', password2: '' };

/** Change password on the customer home: the current one, then the new one twice. Other sessions of the account end. */
export function ChangePassword() {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useTranslations('auth');
  const errorText = useMessageOr();
  const fieldErrors = useFieldErrors();
  const answerText = useAnswerText();
  const validationText = useValidationText();

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found: Errors = current ? validateNewPassword(values) : { current: MESSAGES.currentPasswordMissing };
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const text = await accountApi.changePassword(current, values);
      setCurrent('');
      setValues(EMPTY);
      setOpen(false);
      setResult({ ok: true, text: answerText(text) });
    } catch (err) {
      setErrors(fieldErrors(err, ['password', 'password2', 'current'] as const, { current_password: 'current' }));
      setResult({ ok: false, text: errorText(err, t('resetFailed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls="change-password-form" onClick={() => setOpen((v) => !v)}>
        {t('changePassword')}
      </button>
      {result && !open && <Notice kind={result.ok ? 'ok' : 'error'}>{result.text}</Notice>}
      <form id="change-password-form" hidden={!open} onSubmit={onSubmit} noValidate aria-label={t('changePassword')} className="card" style={{ marginTop: 12 }}>
        <FormField id="change-current" label={t('currentPassword')} error={validationText(errors.current)}>
          <input
            {...fieldAria('change-current', errors.current)}
            name="current_password"
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </FormField>
        <NewPasswordFields idPrefix="change" values={values} errors={errors} onChange={setValues} />
        {result && !result.ok && <Notice kind="error">{result.text}</Notice>}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('saving') : t('saveNewPassword')}
        </button>
      </form>
    </div>
  );
}
