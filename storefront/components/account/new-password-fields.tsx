'use client';

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
      <FormField id={`${idPrefix}-password`} label="New password" error={errors.password}>
        <input {...input('password')} />
      </FormField>
      <FormField id={`${idPrefix}-password2`} label="Confirm new password" error={errors.password2}>
        <input {...input('password2')} />
      </FormField>
    </>
  );
}
