'use client';
import { useTranslations } from 'next-intl';
/** Checkout's optional business (B2B): "Buying for a business? Add your GSTIN", filled from the account's business. */
import { FormField, fieldAria } from '@/components/ui/form-field';
import { accountApi, type Business, NO_BUSINESS } from '@/lib/api/account';
import { GST_STATES, gstinState } from '@/lib/gst-states';

/** The English labels (messages/en.json `business`); a page reads its language's. */
export const BUSINESS_LABELS: Record<keyof Business, string> = {
  name: 'Business legal name',
  gstin: 'GSTIN',
  address: 'Billing address',
  pin_code: 'Billing PIN code',
  state: 'Billing state',
};
const FIELDS = Object.keys(BUSINESS_LABELS) as (keyof Business)[];

/** The billing state's choices: India's states and union territories (a business's is its GSTIN's). */
export function StateOptions() {
  const t = useTranslations('business');
  return (
    <>
      <option value="">{t('chooseState')}</option>
      {GST_STATES.map((s) => (
        <option key={s.code} value={s.name}>
          {s.name}
        </option>
      ))}
    </>
  );
}

/** A business with its billing state filled in from its GSTIN's first two digits when they name a state. */
export function withGstinState(business: Business, changed: keyof Business = 'gstin'): Business {
  const state = changed === 'gstin' ? gstinState(business.gstin) : null;
  return state ? { ...business, state } : business;
}

/** The business's inputs (legal name, GSTIN, billing address, PIN code and state), each with the server's message under it. */
export function BusinessInputs({
  idPrefix,
  value,
  onChange,
  errorFor,
}: {
  idPrefix: string;
  value: Business;
  onChange: (business: Business) => void;
  errorFor: (key: keyof Business) => string | undefined;
}) {
  const t = useTranslations('business');
  return FIELDS.map((key) => {
    const id = `${idPrefix}-${key}`;
    const error = errorFor(key);
    const change = (text: string) => onChange(withGstinState({ ...value, [key]: text }, key));
    return (
      <FormField id={id} key={key} label={t(key)} error={error}>
        {key === 'state' ? (
          <select {...fieldAria(id, error)} value={value.state} onChange={(e) => change(e.target.value)}>
            <StateOptions />
          </select>
        ) : (
          <input
            {...fieldAria(id, error)}
            value={value[key]}
            onChange={(e) => change(e.target.value)}
            {...(key === 'pin_code' ? { inputMode: 'numeric', maxLength: 6, autoComplete: 'postal-code' } : {})}
          />
        )}
      </FormField>
    );
  });
}

interface Props {
  /** The business this order is for, or null for a personal order. */
  value: Business | null;
  onChange: (business: Business | null) => void;
  /** The server's messages for these fields, keyed `business.gstin` and so on. */
  errors?: Record<string, string | undefined>;
}

export function BusinessFields({ value, onChange, errors = {} }: Props) {
  const t = useTranslations('business');
  const open = async () => {
    onChange({ ...NO_BUSINESS });
    const saved = await accountApi.business().catch(() => null);
    // a business saved before the billing state was asked gets its GSTIN's
    if (saved?.gstin) onChange(saved.state ? saved : withGstinState(saved));
  };
  return (
    <fieldset className="delivery-address">
      <legend>{t('legend')}</legend>
      {value === null ? (
        <button type="button" className="link-btn" onClick={() => void open()}>
          {t('open')}
        </button>
      ) : (
        <>
          <BusinessInputs idPrefix="business" value={value} onChange={onChange} errorFor={(key) => errors[`business.${key}`]} />
          <p className="field-hint">{t('hint')}</p>
          <button type="button" className="link-btn" onClick={() => onChange(null)}>
            {t('notBusiness')}
          </button>
        </>
      )}
    </fieldset>
  );
}
