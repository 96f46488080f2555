'use client';

import { useTranslations } from 'next-intl';
import { useValidationText } from '@/i18n/error-text';
import type { NewPasswordFields as Fields } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';

/**
 * New password and its confirmation, each with its message next to it (the server's validators' words, or 'Passwords
 * do not match.'). Shared by the reset page and Change password.
 */
export function NewPasswordFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: Fields;
  errors: Partial<Fields>;
  onChange: (values: Fields) => void;
}) {
  const t = useTranslations('auth');
  const validationText = useValidationText();
  const input = (key: keyof Fields) => ({
    ...fieldAria(`${idPrefix}-${key}`, errors[key]),
    name: key,
    type: 'password',
    autoComplete: 'new-password',
    required: true,
    value: values[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [key]: e.target.value }),
  });
  return (
    <>
      <FormField id={`${idPrefix}-password`} label={t('newPassword')} error={validationText(errors.password)}>
        <input {...input('password')} />
      </FormField>
      <FormField id={`${idPrefix}-password2`} label={t('confirmNewPassword')} error={validationText(errors.password2)}>
        <input {...input('password2')} />
      </FormField>
    </>
  );
}
