'use client';

import { useEffect, useRef, useState } from 'react';
import type { Address } from '@/lib/api/types';
import { ApiError } from '@/lib/api/errors';
import { ADDRESS_LABELS, MESSAGES, validateAddress } from '@/lib/validation';

type Errors = Partial<Record<keyof Address, string>>;
const SERVER_FIELD: Record<string, keyof Address> = { area: 'area', landmark: 'landmark', city: 'city', state: 'state', pin_code: 'pinCode' };

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
      const serverErrors: Errors = {};
      if (err instanceof ApiError) {
        for (const [field, messages] of Object.entries(err.errors)) {
          const key = SERVER_FIELD[field];
          if (key && messages[0]) serverErrors[key] = messages[0];
        }
      }
      setErrors(serverErrors);
      setFormError(err instanceof ApiError && err.fromServer && err.message ? `${MESSAGES.addressFailed} ${err.message}` : MESSAGES.addressFailed);
      setBusy(false);
    }
  }

  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="address-modal-title" ref={dialogRef}>
        <h2 id="address-modal-title">Edit Address</h2>
        <form onSubmit={onSubmit} noValidate>
          {(Object.keys(ADDRESS_LABELS) as (keyof Address)[]).map((key, i) => (
            <div className="field" key={key}>
              <label htmlFor={`addr-${key}`}>{ADDRESS_LABELS[key]}</label>
              <input
                id={`addr-${key}`}
                ref={i === 0 ? firstRef : undefined}
                name={key}
                required
                value={values[key]}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `addr-${key}-error` : undefined}
              />
              {errors[key] && (
                <span className="field-error" id={`addr-${key}-error`}>
                  {errors[key]}
                </span>
              )}
            </div>
          ))}
          {formError && (
            <p className="notice notice-error" role="alert">
              {formError}
            </p>
          )}
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
