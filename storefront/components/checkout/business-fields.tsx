'use client';
/** Checkout's optional business (B2B): "Buying for a business? Add your GSTIN", filled from the account's business. */
import { accountApi, type Business, NO_BUSINESS } from '@/lib/api/account';

export const BUSINESS_LABELS: Record<keyof Business, string> = {
  name: 'Business legal name',
  gstin: 'GSTIN',
  address: 'Billing address',
};

interface Props {
  /** The business this order is for, or null for a personal order. */
  value: Business | null;
  onChange: (business: Business | null) => void;
  /** The server's messages for these fields, keyed `business.gstin` and so on. */
  errors?: Record<string, string | undefined>;
}

export function BusinessFields({ value, onChange, errors = {} }: Props) {
  const open = async () => {
    onChange({ ...NO_BUSINESS });
    const saved = await accountApi.business().catch(() => null);
    if (saved?.gstin) onChange(saved);
  };
  return (
    <fieldset className="delivery-address">
      <legend>GST invoice</legend>
      {value === null ? (
        <button type="button" className="link-btn" onClick={() => void open()}>
          Buying for a business? Add your GSTIN
        </button>
      ) : (
        <>
          {(Object.keys(BUSINESS_LABELS) as (keyof Business)[]).map((key) => (
            <div className="field" key={key}>
              <label htmlFor={`business-${key}`}>{BUSINESS_LABELS[key]}</label>
              <input
                id={`business-${key}`}
                value={value[key]}
                aria-invalid={errors[`business.${key}`] ? true : undefined}
                aria-describedby={errors[`business.${key}`] ? `business-${key}-error` : undefined}
                onChange={(e) => onChange({ ...value, [key]: e.target.value })}
              />
              {errors[`business.${key}`] && (
                <span className="field-error" id={`business-${key}-error`}>
                  {errors[`business.${key}`]}
                </span>
              )}
            </div>
          ))}
          <p className="field-hint">Your invoice will show this GSTIN so your business can claim the input tax.</p>
          <button type="button" className="link-btn" onClick={() => onChange(null)}>
            Not for a business
          </button>
        </>
      )}
    </fieldset>
  );
}
