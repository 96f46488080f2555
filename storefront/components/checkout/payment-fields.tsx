'use client';

import { useTranslations } from 'next-intl';/** The payment method, UPI reference, discount code and the live price: the same fields in the studio and the bag. */
import { useState } from 'react';
import type { Breakdown } from '@/lib/api/types';
import { utrProblem } from '@/lib/validation';
import type { MoneyWords } from '@/lib/money-words';
import { PriceBreakdown } from './price-breakdown';
import type { PaymentChoice } from './use-checkout';

interface Props {
  /** Makes the fields' ids unique on the page ('studio', 'bag'). */
  idPrefix: string;
  choice: PaymentChoice;
  words: MoneyWords;
  quote: Breakdown | null;
  quoteError: string;
  /** Shown while there is no price yet. */
  emptyHint?: string;
  /** The server's message about a field of the last order tried. */
  err?: (field: string) => string | undefined;
}

export function PaymentFields({ idPrefix, choice, words, quote, quoteError, emptyHint, err = () => undefined }: Props) {
  const t = useTranslations('checkout');
  const { method, setMethod } = choice;
  const codeError = quoteError || err('code');
  const [utrTouched, setUtrTouched] = useState(false);
  const utrError = (utrTouched && utrProblem(choice.upiReference)) || err('upi_reference');
  const utrId = `${idPrefix}-upi-ref`;
  return (
    <>
      <fieldset className="pay-fieldset">
        <legend>{t('payment')}</legend>
        <div className="pay-options">
          <label>
            <input type="radio" name={`${idPrefix}-payment`} value="cod" checked={method === 'cod'} onChange={() => setMethod('cod')} />
            {t('cod')}
          </label>
          <label>
            <input type="radio" name={`${idPrefix}-payment`} value="upi" checked={method === 'upi'} onChange={() => setMethod('upi')} />
            {words.upiChoice || t('upi')}
          </label>
        </div>
        {method === 'upi' && (
          <div className="field" style={{ marginTop: 10 }}>
            <label htmlFor={utrId}>{t('utr')}</label>
            <input
              id={utrId}
              value={choice.upiReference}
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              placeholder={t('utrPlaceholder')}
              aria-invalid={utrError ? true : undefined}
              aria-describedby={utrError ? `${utrId}-error` : `${utrId}-hint`}
              onChange={(e) => choice.setUpiReference(e.target.value)}
              onBlur={() => setUtrTouched(true)}
            />
            <span className="field-hint" id={`${utrId}-hint`}>
              {t('utrHint')}
            </span>
            {utrError && (
              <span className="field-error" id={`${utrId}-error`} role="alert">
                {utrError}
              </span>
            )}
          </div>
        )}
        {err('payment_method') && <span className="field-error">{err('payment_method')}</span>}
      </fieldset>

      <div className="field">
        <label htmlFor={`${idPrefix}-code`}>{t('code')}</label>
        <input id={`${idPrefix}-code`} value={choice.code} placeholder={words.promoCode} maxLength={30} onChange={(e) => choice.setCode(e.target.value)} />
        {codeError && <span className="field-error">{codeError}</span>}
      </div>

      {quote ? (
        <PriceBreakdown breakdown={quote} method={method} freeShipping={words.freeShipping} />
      ) : (
        emptyHint && <p className="field-hint">{emptyHint}</p>
      )}
    </>
  );
}
