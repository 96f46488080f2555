'use client';
/** The bag page: change quantities, remove lines, totals by the money rules, and checkout into one order. */
import Link from 'next/link';
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
import { ApiError, messageOr } from '@/lib/api/errors';
import { bagCount, bagItems } from '@/lib/bag/bag';
import { useBag } from '@/lib/bag/store';
import { type MoneyWords, codRefused } from '@/lib/money-words';
import type { Address } from '@/lib/api/types';
import type { Business } from '@/lib/api/account';
import { useSession } from '@/lib/session';
import { BagLines } from './bag-lines';
import './bag.css';

const noSubscribe = () => () => {};
const LOG_IN_FIRST = 'Please log in to check out.';

/** `delivery`: 'Free Delivery, Free Returns*' as the owner's returns policy words it. */
export function BagView({ words, delivery }: { words: MoneyWords; delivery: string }) {
  const [lines, dispatch] = useBag();
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const me = useSession();
  const choice = usePaymentChoice();
  const { method, code, upiReference } = choice;
  const items = useMemo(() => bagItems(lines), [lines]);
  const { quote, quoteError } = useLiveQuote(items.length ? { items, code: code.trim(), paymentMethod: method } : null);
  const { placed, sending, place } = usePlacing();
  const consent = useConsent('checkout');
  const [error, setError] = useState('');
  const [shipTo, setShipTo] = useState<Address | null>(null);
  const [business, setBusiness] = useState<Business | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});

  const submit = async () => {
    setError('');
    setFieldErrors({});
    if (!me?.authenticated) return setError(LOG_IN_FIRST);
    if (quote && method === 'cod' && !quote.codAllowed) return setError(codRefused(quote.codBelow));
    try {
      await place((key) => api.checkout({ items, paymentMethod: method, code: code.trim(), upiReference: upiReference.trim(), address: shipTo, business }, key));
      dispatch({ type: 'clear' });
      await consent.give().catch(() => undefined); // the order stands whatever happens to the ticks
    } catch (e) {
      const found = e instanceof ApiError ? Object.fromEntries(Object.entries(e.errors).map(([k, m]) => [k, m[0]])) : {};
      setFieldErrors(found);
      // the business's messages stand under its fields; others here
      const first = Object.entries(found).find(([k]) => !k.startsWith('business.'))?.[1];
      setError(first ?? messageOr(e, 'We could not place your order. Please try again.'));
    }
  };

  if (placed) {
    return (
      <section>
        <PlacedSummary placed={placed} />
        <div className="order-actions">
          <Link className="btn" href={customerHomeHref(me?.phoneNumber ?? '')}>
            See my orders
          </Link>
          <Link className="btn btn-outline" href="/brevity">
            Keep shopping
          </Link>
        </div>
      </section>
    );
  }
  if (!hydrated) return <p className="muted">Loading your bag…</p>;
  if (!lines.length) {
    return (
      <section>
        <p>Your bag is empty.</p>
        <Link className="btn" href="/brevity">
          Browse all products
        </Link>
      </section>
    );
  }

  const count = bagCount(lines);
  return (
    <div className="bag">
      <BagLines lines={lines} dispatch={dispatch} />
      <aside className="bag-summary" aria-label="Checkout">
        <h2>
          Checkout · {count} {count === 1 ? 'piece' : 'pieces'}
        </h2>
        <PaymentFields idPrefix="bag" choice={choice} words={words} quote={quote} quoteError={quoteError} />
        <PincodeCheck reading="product" amount={quote?.total ?? null} id="bag-pincode" />
        <DeliveryAddress value={shipTo} onChange={setShipTo} />
        {me?.authenticated && <BusinessFields value={business} onChange={setBusiness} errors={fieldErrors} />}
        {consent.ticks}
        {error && (
          <Notice kind="error">
            {error} {error === LOG_IN_FIRST && <Link href="/login">Log in</Link>}
          </Notice>
        )}
        <button type="button" className="btn btn-block" onClick={() => void submit()} disabled={sending}>
          {sending ? 'Placing your order…' : 'Place order'}
        </button>
        <p className="field-hint" style={{ marginTop: 8 }}>
          {delivery}.
        </p>
      </aside>
    </div>
  );
}
