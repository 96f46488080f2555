'use client';

import { useTranslations } from 'next-intl';
import { useValidationText } from '@/i18n/error-text';
import { StateOptions } from '@/components/checkout/business-fields';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { gstinState } from '@/lib/gst-states';

/** The form's values by the server's field names (`address.pin_code`, `business.gstin`...), so its errors land on them. */
export type Values = Record<string, string>;
export type Errors = Record<string, string | undefined>;
type Set = (name: string, value: string) => void;

export function TextField({
  name,
  label,
  values,
  errors,
  set,
  type = 'text',
  ...rest
}: { name: string; label: string; values: Values; errors: Errors; set: Set; type?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `q-${name.replace('.', '-')}`;
  const validationText = useValidationText();
  return (
    <FormField id={id} label={label} error={errors[name] && validationText(errors[name])}>
      <input {...fieldAria(id, errors[name])} {...rest} type={type} name={name} value={values[name] ?? ''} onChange={(e) => set(name, e.target.value)} />
    </FormField>
  );
}

export function SizesGrid({ sizes, counts, error, onChange }: { sizes: string[]; counts: Record<string, string>; error?: string; onChange: (size: string, value: string) => void }) {
  const t = useTranslations('quoteForm');
  const total = Object.values(counts).reduce((sum, v) => sum + (Number.parseInt(v, 10) || 0), 0);
  return (
    <fieldset className="quote-sizes" aria-describedby={error ? 'q-sizes-error' : undefined}>
      <legend>{t('sizesLegend')}</legend>
      <div className="quote-size-grid">
        {sizes.map((size) => (
          <label key={size} className="quote-size">
            <span>{size}</span>
            <input type="number" min={0} inputMode="numeric" name={`size-${size}`} aria-label={t('piecesOfSize', { size })} value={counts[size] ?? ''} onChange={(e) => onChange(size, e.target.value)} />
          </label>
        ))}
      </div>
      <p className="field-hint" aria-live="polite">
        {t('piecesInAll', { total })}
      </p>
      {error && (
        <span className="field-error" id="q-sizes-error">
          {error}
        </span>
      )}
    </fieldset>
  );
}

export function AddressFields({ values, errors, set }: { values: Values; errors: Errors; set: Set }) {
  const t = useTranslations('quoteForm');
  const f = { values, errors, set };
  return (
    <fieldset>
      <legend>{t('deliverTo')}</legend>
      <div className="form-grid">
        <TextField name="address.area" label={t('area')} autoComplete="address-line1" {...f} />
        <TextField name="address.landmark" label={t('landmark')} autoComplete="address-line2" {...f} />
        <TextField name="address.city" label={t('city')} autoComplete="address-level2" {...f} />
        <TextField name="address.state" label={t('state')} autoComplete="address-level1" {...f} />
        <TextField name="address.pin_code" label={t('pincode')} inputMode="numeric" maxLength={6} autoComplete="postal-code" {...f} />
      </div>
    </fieldset>
  );
}

export function BusinessFields({ values, errors, set }: { values: Values; errors: Errors; set: Set }) {
  // the billing state is the GSTIN's: chosen for the customer as its first two digits are typed
  const setting: Set = (name, value) => {
    set(name, value);
    const state = name === 'business.gstin' ? gstinState(value) : null;
    if (state) set('business.state', state);
  };
  const f = { values, errors, set: setting };
  const b = useTranslations('business');
  return (
    <div className="form-grid">
      <TextField name="business.name" label={b('name')} autoComplete="organization" {...f} />
      <TextField name="business.gstin" label={b('gstin')} maxLength={15} autoCapitalize="characters" {...f} />
      <TextField name="business.address" label={b('address')} {...f} />
      <TextField name="business.pin_code" label={b('pin_code')} inputMode="numeric" maxLength={6} {...f} />
      <FormField id="q-business-state" label={b('state')} error={errors['business.state']}>
        <select {...fieldAria('q-business-state', errors['business.state'])} value={values['business.state'] ?? ''} onChange={(e) => set('business.state', e.target.value)}>
          <StateOptions />
        </select>
      </FormField>
    </div>
  );
}

export function AccountFields({ values, errors, set }: { values: Values; errors: Errors; set: Set }) {
  const t = useTranslations('quoteForm');
  const a = useTranslations('auth');
  const f = { values, errors, set };
  return (
    <fieldset>
      <legend>{t('yourAccount')}</legend>
      <p className="field-hint">{t('accountHint')}</p>
      <div className="form-grid">
        <TextField name="account.name" label={a('fullName')} autoComplete="name" {...f} />
        <TextField name="account.phone_number" label={a('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" {...f} />
        <TextField name="account.email" label={a('email')} type="email" autoComplete="email" {...f} />
        <TextField name="account.password" label={a('password')} type="password" autoComplete="new-password" {...f} />
        <TextField name="account.confirm_password" label={a('confirmPassword')} type="password" autoComplete="new-password" {...f} />
      </div>
    </fieldset>
  );
}
