'use client';
import { useLocale, useTranslations } from 'next-intl';
/**
 * The pincode box of the product page, the studio and the bag: town, district and state, whether the shop
 * delivers there, "Delivery by Thu, 27 Nov", and whether cash on delivery is available for this order.
 */
import { type KeyboardEvent, useEffect, useState } from 'react';
import { type PincodeAnswer, type Reading, checkPincode } from '@/lib/api/delivery';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api/errors';
import { formatRupees } from '@/lib/format';
import { localDeliveryDay } from '@/lib/local-format';
import { useOwnPincode } from './use-own-pincode';

interface Props {
  reading: Reading;
  /** The order's total, when known: answers whether cash on delivery is available for it. */
  amount?: number | null;
  id?: string;
}

/** 'Delivery by Tue, 1 Dec' in the page's language, from the estimate's last day; the shop's words where it gave none. */
export function deliveryText(a: Pick<PincodeAnswer, 'delivers' | 'latest' | 'deliveryBy'>, locale: string, t: (key: 'deliveryBy' | 'notDelivering', values?: { date: string }) => string): string {
  if (!a.delivers) return t('notDelivering');
  const date = localDeliveryDay(a.latest, locale);
  return date ? t('deliveryBy', { date }) : a.deliveryBy;
}

/**
 * Why a pincode has no answer, in the page's language: the server's code in `words` (the page's `serverErrors`, null
 * where it has none) with the pincode asked, its only value; a failure to reach the shop as such; else the server's words.
 */
export function problemText(e: unknown, pincode: string, words: (code: string, values: { pincode: string }) => string | null): string {
  const network = () => words('network', { pincode }) ?? NETWORK_MESSAGE;
  if (!(e instanceof ApiError) || e.status === 0) return network();
  return (e.code ? words(e.code, { pincode }) : null) ?? (e.message || network());
}

function codText(a: PincodeAnswer, t: (key: 'codAvailable' | 'codOnlyBelow' | 'codBelow', values?: { amount: string }) => string): string {
  const amount = formatRupees(a.codBelow);
  if (a.codAvailable === true) return t('codAvailable');
  if (a.codAvailable === false) return t('codOnlyBelow', { amount });
  return t('codBelow', { amount });
}

export function PincodeCheck({ reading, amount = null, id = 'pincode-check' }: Props) {
  const t = useTranslations('delivery');
  const s = useTranslations('serverErrors');
  const serverWords = (code: string, values: { pincode: string }) => (s.has(code) ? s(code as 'pincode_unknown', values) : null);
  const locale = useLocale();
  const own = useOwnPincode();
  const [typed, setTyped] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  // a failed check keeps the failure itself, worded when shown (problemText)
  const [result, setResult] = useState<{ key: string; answer: PincodeAnswer | null; failure?: unknown } | null>(null);
  // the customer's own pincode is filled in and checked until they type their own
  const pin = typed ?? own;
  const question = asked ?? (own || null);
  const key = `${question}|${amount ?? ''}|${reading}`;

  useEffect(() => {
    if (question === null) return;
    let gone = false;
    checkPincode(question, { amount, reading })
      .then((answer) => !gone && setResult({ key, answer }))
      .catch((failure: unknown) => !gone && setResult({ key, answer: null, failure }));
    return () => {
      gone = true;
    };
  }, [question, amount, reading, key]);

  const busy = question !== null && result?.key !== key;
  // while a new total is priced, the last answer for this pincode stays on screen
  const shown = result && result.key.startsWith(`${question}|`) ? result : null;
  const answer = shown?.answer ?? null;
  const error = shown && !shown.answer ? problemText(shown.failure, question ?? '', serverWords) : '';
  const ask = () => setAsked(pin.trim());

  // a group, not a form: the box also sits inside the studio's and the bag's own forms
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    ask();
  };

  return (
    <div className="pincode-check" role="group" aria-label={t('group')}>
      <label htmlFor={id}>
        {t('label')}
      </label>
      <div className="pincode-row">
        <input
          id={id}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('placeholder')}
          value={pin}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-answer`}
          onKeyDown={onKey}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <button type="button" className="btn btn-small" disabled={busy} onClick={ask}>
          {t('check')}
        </button>
      </div>
      <div id={`${id}-answer`} className="pincode-answer" role="status" aria-live="polite">
        {error && <p className="field-error">{error}</p>}
        {answer && (
          <>
            <p className="pincode-place" lang="en">
              {answer.town}, {answer.district}, {answer.state}
            </p>
            <p className={answer.delivers ? 'pincode-date' : 'field-error'}>
              {deliveryText(answer, locale, t)}
              {answer.delivers && answer.minDays != null && t('days', { min: answer.minDays, max: answer.maxDays ?? answer.minDays })}
            </p>
            {answer.delivers && <p>{codText(answer, t)}</p>}
          </>
        )}
      </div>
    </div>
  );
}
