'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useMessageOr, useFieldErrors, useValidationText } from '@/i18n/error-text';
import type { Address } from '@/lib/api/types';
import { ApiError } from '@/lib/api/errors';
import { ADDRESS_LABELS, MESSAGES, validateAddress } from '@/lib/validation';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { Dialog } from '@/components/ui/dialog';
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
  const t = useTranslations('account');
  const errorText = useMessageOr();
  const fieldErrors = useFieldErrors();
  const validationText = useValidationText();
  const fillCityState = useCallback((city: string, state: string) => setValues((v) => ({ ...v, city, state })), []);
  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateAddress(values);
    setErrors(Object.fromEntries(Object.keys(found).map((key) => [key, t('addressRequired', { field: t(`address.${key}`) })])));
    setFormError('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await onSave(values);
    } catch (err) {
      setErrors(fieldErrors(err, FIELDS, { pin_code: 'pinCode' }));
      const failed = validationText(MESSAGES.addressFailed);
      setFormError(err instanceof ApiError && err.fromServer && err.message ? `${failed} ${errorText(err, '')}` : failed);
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('editAddress')} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {FIELDS.map((key) => (
          <FormField key={key} id={`addr-${key}`} label={t(`address.${key}`)} error={errors[key]}>
            <input
              {...fieldAria(`addr-${key}`, errors[key])}
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
            {t('cancel')}
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? t('updating') : t('updateAddress')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
