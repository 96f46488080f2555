'use client';

import { useTranslations } from 'next-intl';
import { useErrorText } from '@/i18n/error-text';/** The bag page: change quantities, remove lines, totals by the money rules, and checkout into one order. */
import { Link } from '@/i18n/navigation';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { PaymentFields } from '@/components/checkout/payment-fields';
import { DeliveryAddress } from '@/components/delivery/delivery-address';
import { BusinessFields } from '@/components/checkout/business-fields';
import { PincodeCheck } from '@/components/delivery/pincode-check';
import { PlacedSummary } from '@/components/checkout/placed-summary';
import { useConsent } from '@/components/consent/use-consent';
import { useLiveQuote, usePaymentChoice, usePlacing } from '@/components/checkout/use-checkout';
import { customerHomeHref } from '@/components/layout/nav-links';
import { Notice } from '@/components/ui/notice';
import { api } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import { bagCount, bagItems } from '@/lib/bag/bag';
import { useBag } from '@/lib/bag/store';
import { type MoneyWords, codRefused } from '@/lib/money-words';
import type { Address } from '@/lib/api/types';
import type { Business } from '@/lib/api/account';
import { useSession } from '@/lib/session';
import { BagLines } from './bag-lines';
import { TenderFields } from '@/components/wallet/tender-fields';
import { tenderInput, useTenders } from '@/components/wallet/use-tenders';

const noSubscribe = () => () => {};

/** `delivery`: 'Free Delivery, Free Returns*' as the owner's returns policy words it. */
export function BagView({ words, delivery }: { words: MoneyWords; delivery: string }) {
  const t = useTranslations('bag');
  const money = useTranslations('money');
  const LOG_IN_FIRST = t('logInFirst');
  const errorText = useErrorText();
  const [lines, dispatch] = useBag();
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const me = useSession();
  const choice = usePaymentChoice();
  const { method, code, upiReference } = choice;
  const items = useMemo(() => bagItems(lines), [lines]);
  const { quote, quoteError } = useLiveQuote(items.length ? { items, code: code.trim(), paymentMethod: method } : null);
  const { placed, sending, place } = usePlacing();
  const tenders = useTenders(Boolean(me?.authenticated));
  const consent = useConsent('checkout');
  const [error, setError] = useState('');
  const [shipTo, setShipTo] = useState<Address | null>(null);
  const [business, setBusiness] = useState<Business | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});

  const submit = async () => {
    setError('');
    setFieldErrors({});
    if (!me?.authenticated) return setError(LOG_IN_FIRST);
    if (quote && method === 'cod' && !quote.codAllowed) return setError(codRefused(quote.codBelow, money));
    try {
      await place((key) => api.checkout({ items, paymentMethod: method, code: code.trim(), upiReference: upiReference.trim(), address: shipTo, business, ...tenderInput(tenders) }, key));
      dispatch({ type: 'clear' });
      await consent.give().catch(() => undefined); // the order stands whatever happens to the ticks
    } catch (e) {
      const found = e instanceof ApiError ? Object.fromEntries(Object.entries(e.errors).map(([k, m]) => [k, m[0]])) : {};
      setFieldErrors(found);
      // the business's messages stand under its fields; others here
      const first = Object.entries(found).find(([k]) => !k.startsWith('business.'))?.[1];
      setError(first ?? errorText(e, t('placeFailed')));
    }
  };

  if (placed) {
    return (
      <section>
        <PlacedSummary placed={placed} />
        <div className="order-actions">
          <Link className="btn" href={customerHomeHref(me?.phoneNumber ?? '')}>
            {t('seeOrders')}
          </Link>
          <Link className="btn btn-outline" href="/brevity">
            {t('keepShopping')}
          </Link>
        </div>
      </section>
    );
  }
  if (!hydrated) return <p className="muted">{t('loading')}</p>;
  if (!lines.length) {
    return (
      <section>
        <p>{t('empty')}</p>
        <Link className="btn" href="/brevity">
          {t('browse')}
        </Link>
      </section>
    );
  }

  const count = bagCount(lines);
  return (
    <div className="bag">
      <BagLines lines={lines} dispatch={dispatch} />
      <aside className="bag-summary" aria-label={t('checkout')}>
        <h2>{t('checkoutPieces', { count })}</h2>
        <PaymentFields idPrefix="bag" choice={choice} words={words} quote={quote} quoteError={quoteError} />
        <TenderFields tenders={tenders} total={quote?.total ?? null} />
        <PincodeCheck reading="product" amount={quote?.total ?? null} id="bag-pincode" />
        <DeliveryAddress value={shipTo} onChange={setShipTo} />
        {me?.authenticated && <BusinessFields value={business} onChange={setBusiness} errors={fieldErrors} />}
        {consent.ticks}
        {error && (
          <Notice kind="error">
            {error} {error === LOG_IN_FIRST && <Link href="/login">{t('logIn')}</Link>}
          </Notice>
        )}
        <button type="button" className="btn btn-block" onClick={() => void submit()} disabled={sending}>
          {sending ? t('placing') : t('place')}
        </button>
        <p className="field-hint" style={{ marginTop: 8 }}>
          {delivery}.
        </p>
      </aside>
    </div>
  );
}
