'use client';

import { useTranslations } from 'next-intl';/** Checkout's delivery address: the account's, confirmed as shown, or another one for this order only. */
import { useCallback } from 'react';
import type { Address } from '@/lib/api/types';
import { formatAddress } from '@/lib/format';
import { ADDRESS_LABELS } from '@/lib/validation';
import { PincodeHint } from './pincode-hint';
import { useProfileAddress } from './use-profile-address';

const FIELDS = Object.keys(ADDRESS_LABELS) as (keyof Address)[];

interface Props {
  /** This order's own address, or null to ship to the account's. */
  value: Address | null;
  onChange: (address: Address | null) => void;
}

export function DeliveryAddress({ value, onChange }: Props) {
  const t = useTranslations('checkout');
  const profile = useProfileAddress();
  const set = useCallback((patch: Partial<Address>) => value && onChange({ ...value, ...patch }), [value, onChange]);
  const fillCityState = useCallback((city: string, state: string) => set({ city, state }), [set]);
  if (!profile) return null;
  return (
    <fieldset className="delivery-address">
      <legend>{t('deliveryAddress')}</legend>
      {value === null ? (
        <>
          <p data-testid="delivery-address" lang="en">{formatAddress(profile)}</p>
          <button type="button" className="link-btn" onClick={() => onChange({ ...profile })}>
            {t('elsewhere')}
          </button>
        </>
      ) : (
        <>
          {FIELDS.map((key) => (
            <div className="field" key={key}>
              <label htmlFor={`ship-${key}`}>{t(key)}</label>
              <input id={`ship-${key}`} value={value[key]} onChange={(e) => set({ [key]: e.target.value })} />
              {key === 'pinCode' && <PincodeHint pin={value.pinCode} city={value.city} state={value.state} onUse={fillCityState} />}
            </div>
          ))}
          <button type="button" className="link-btn" onClick={() => onChange(null)}>
            {t('useMine')}
          </button>
        </>
      )}
    </fieldset>
  );
}
