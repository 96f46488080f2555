'use client';

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
  return (
    <FormField id={id} label={label} error={errors[name]}>
      <input {...fieldAria(id, errors[name])} {...rest} type={type} name={name} value={values[name] ?? ''} onChange={(e) => set(name, e.target.value)} />
    </FormField>
  );
}

export function SizesGrid({ sizes, counts, error, onChange }: { sizes: string[]; counts: Record<string, string>; error?: string; onChange: (size: string, value: string) => void }) {
  const total = Object.values(counts).reduce((sum, v) => sum + (Number.parseInt(v, 10) || 0), 0);
  return (
    <fieldset className="quote-sizes" aria-describedby={error ? 'q-sizes-error' : undefined}>
      <legend>How many of each size</legend>
      <div className="quote-size-grid">
        {sizes.map((size) => (
          <label key={size} className="quote-size">
            <span>{size}</span>
            <input type="number" min={0} inputMode="numeric" name={`size-${size}`} aria-label={`Pieces of size ${size}`} value={counts[size] ?? ''} onChange={(e) => onChange(size, e.target.value)} />
          </label>
        ))}
      </div>
      <p className="field-hint" aria-live="polite">
        {total} pieces in all (at least 10).
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
  const f = { values, errors, set };
  return (
    <fieldset>
      <legend>Deliver to</legend>
      <div className="form-grid">
        <TextField name="address.area" label="Area" autoComplete="address-line1" {...f} />
        <TextField name="address.landmark" label="Landmark" autoComplete="address-line2" {...f} />
        <TextField name="address.city" label="City/Town" autoComplete="address-level2" {...f} />
        <TextField name="address.state" label="State" autoComplete="address-level1" {...f} />
        <TextField name="address.pin_code" label="Delivery pincode" inputMode="numeric" maxLength={6} autoComplete="postal-code" {...f} />
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
  return (
    <div className="form-grid">
      <TextField name="business.name" label="Business legal name" autoComplete="organization" {...f} />
      <TextField name="business.gstin" label="GSTIN" maxLength={15} autoCapitalize="characters" {...f} />
      <TextField name="business.address" label="Billing address" {...f} />
      <TextField name="business.pin_code" label="Billing PIN code" inputMode="numeric" maxLength={6} {...f} />
      <FormField id="q-business-state" label="Billing state" error={errors['business.state']}>
        <select {...fieldAria('q-business-state', errors['business.state'])} value={values['business.state'] ?? ''} onChange={(e) => set('business.state', e.target.value)}>
          <StateOptions />
        </select>
      </FormField>
    </div>
  );
}

export function AccountFields({ values, errors, set }: { values: Values; errors: Errors; set: Set }) {
  const f = { values, errors, set };
  return (
    <fieldset>
      <legend>Your account</legend>
      <p className="field-hint">We make you an account with your phone number, so you can follow your quote and order.</p>
      <div className="form-grid">
        <TextField name="account.name" label="Full name" autoComplete="name" {...f} />
        <TextField name="account.phone_number" label="Phone number" type="tel" inputMode="numeric" autoComplete="tel-national" {...f} />
        <TextField name="account.email" label="Email" type="email" autoComplete="email" {...f} />
        <TextField name="account.password" label="Password" type="password" autoComplete="new-password" {...f} />
        <TextField name="account.confirm_password" label="Confirm password" type="password" autoComplete="new-password" {...f} />
      </div>
    </fieldset>
  );
}
