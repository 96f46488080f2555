'use client';

import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/i18n/navigation';
import { useMessageOr, useFieldErrors, useValidationText } from '@/i18n/error-text';
import { useCallback, useState } from 'react';
import { api } from '@/lib/api/client';
import type { RegisterInput } from '@/lib/api/types';
import { MESSAGES, validateRegister } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PincodeHint } from '@/components/delivery/pincode-hint';
import { useConsent } from '@/components/consent/use-consent';

const FIELDS: { name: keyof RegisterInput; label: string; type?: string; autoComplete?: string; span?: boolean; inputMode?: 'numeric' }[] = [
  { name: 'name', label: 'fullName', autoComplete: 'name' },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone_number', label: 'phone', type: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
  { name: 'area', label: 'area', autoComplete: 'address-line1' },
  { name: 'landmark', label: 'landmark', autoComplete: 'address-line2' },
  { name: 'state', label: 'state', autoComplete: 'address-level1' },
  { name: 'city', label: 'city', autoComplete: 'address-level2' },
  { name: 'pin_code', label: 'pinCode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'password', label: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'confirmPassword', type: 'password', autoComplete: 'new-password' },
];

const FIELD_NAMES = FIELDS.map((f) => f.name);

const EMPTY: RegisterInput = {
  name: '', email: '', phone_number: '', area: '', landmark: '', state: '', city: '', pin_code: '', password: '', confirm_password: '',
};

export function RegisterForm({ redirectDelayMs = 1200 }: { redirectDelayMs?: number }) {
  const router = useRouter();
  const t = useTranslations('auth');
  const errorText = useMessageOr();
  const fieldErrors = useFieldErrors();
  const validationText = useValidationText();
  const [values, setValues] = useState<RegisterInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof RegisterInput, string>>>({});
  const [formError, setFormError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);
  const consent = useConsent('signup');
  const fillCityState = useCallback((city: string, state: string) => setValues((v) => ({ ...v, city, state })), []);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setFormError('');
    const clientErrors = validateRegister(values);
    setErrors(Object.fromEntries(Object.entries(clientErrors).map(([k, m]) => [k, validationText(m)])));
    if (Object.keys(clientErrors).length) return;
    setBusy(true);
    try {
      await api.register({ ...values, phone_number: values.phone_number.trim() });
      await consent.give(values.email.trim()).catch(() => undefined); // the account stands whatever happens to the ticks
      setSuccess(validationText(MESSAGES.registered));
      window.setTimeout(() => router.push('/login'), redirectDelayMs);
    } catch (err) {
      setErrors(fieldErrors(err, FIELD_NAMES));
      setFormError(errorText(err, validationText(MESSAGES.registerFailed)));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="card" aria-label={t('register')}>
      <div className="form-grid">
        {FIELDS.map((f) => (
          <FormField key={f.name} id={`reg-${f.name}`} label={t(f.label)} error={errors[f.name]}>
            <input
              {...fieldAria(`reg-${f.name}`, errors[f.name])}
              name={f.name}
              type={f.type ?? 'text'}
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              required
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
            {f.name === 'pin_code' && <PincodeHint pin={values.pin_code} city={values.city} state={values.state} onUse={fillCityState} />}
          </FormField>
        ))}
      </div>
      {consent.ticks}
      {formError && <Notice kind="error">{formError}</Notice>}
      {success && <Notice kind="ok">{success}</Notice>}
      <button type="submit" className="btn" disabled={busy}>
        {busy ? t('registering') : t('register')}
      </button>
      <p style={{ marginTop: 14 }}>
        {t('haveAccount')} <Link href="/login">{t('loginLink')}</Link>
      </p>
    </form>
  );
}
