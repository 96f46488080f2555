'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Address } from '@/lib/api/types';
import { ApiError, formFieldErrors } from '@/lib/api/errors';
import { ADDRESS_LABELS, MESSAGES, validateAddress } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PincodeHint } from '@/components/delivery/pincode-hint';

type Errors = Partial<Record<keyof Address, string>>;
const FIELDS = Object.keys(ADDRESS_LABELS) as (keyof Address)[];

/** Edit Address: an accessible modal, pre-filled, all five fields required, Update Address / Cancel. */
export function AddressModal({
  initial,
  onSave,
  onClose,
}: {
  initial: Address;
  onSave: (address: Address) => Promise<void>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Address>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const fillCityState = useCallback((city: string, state: string) => setValues((v) => ({ ...v, city, state })), []);
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    firstRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab' && dialogRef.current) {
        const focusable = dialogRef.current.querySelectorAll<HTMLElement>('input, button:not([disabled])');
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSave(values);
    } catch (err) {
      setErrors(formFieldErrors(err, FIELDS, { pin_code: 'pinCode' }));
      setFormError(err instanceof ApiError && err.fromServer && err.message ? `${MESSAGES.addressFailed} ${err.message}` : MESSAGES.addressFailed);
      setBusy(false);
    }
  }

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="address-modal-title" ref={dialogRef}>
        <h2 id="address-modal-title">Edit Address</h2>
        <form onSubmit={onSubmit} noValidate>
          {FIELDS.map((key, i) => (
            <FormField key={key} id={`addr-${key}`} label={ADDRESS_LABELS[key]} error={errors[key]}>
              <input
                {...fieldAria(`addr-${key}`, errors[key])}
                ref={i === 0 ? firstRef : undefined}
                name={key}
                required
                value={values[key]}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              />
              {key === 'pinCode' && <PincodeHint pin={values.pinCode} city={values.city} state={values.state} onUse={fillCityState} />}
            </FormField>
          ))}
          {formError && <Notice kind="error">{formError}</Notice>}
          <div className="modal-actions">
            <button type="button" className="btn btn-outline" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="btn" disabled={busy}>
              {busy ? 'Updating…' : 'Update Address'}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
