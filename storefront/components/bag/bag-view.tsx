'use client';
/** The bag page: change quantities, remove lines, totals by the money rules, and checkout into one order. */
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { DeliveryAddress } from '@/components/delivery/delivery-address';
import { PincodeCheck } from '@/components/delivery/pincode-check';
import { UpiPayment } from '@/components/studio/upi-payment';
import { PriceBreakdown } from '@/components/studio/price-breakdown';
import { api } from '@/lib/api/client';
import { ApiError, messageOr } from '@/lib/api/errors';
import { type Breakdown, type PaymentMethod, type PlacedOrder, checkout, newIdempotencyKey, quoteBag } from '@/lib/api/orders';
import type { Address, Me } from '@/lib/api/types';
import { bagCount, bagItems } from '@/lib/bag/bag';
import { useBag } from '@/lib/bag/store';
import { rupees } from '@/lib/studio/rules';
import './bag.css';

const noSubscribe = () => () => {};

export function BagView() {
  const [lines, dispatch] = useBag();
  const hydrated = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [code, setCode] = useState('');
  const [upiReference, setUpiReference] = useState('');
  const [quote, setQuote] = useState<Breakdown | null>(null);
  const [quoteError, setQuoteError] = useState('');
  const [me, setMe] = useState<Me | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [shipTo, setShipTo] = useState<Address | null>(null);
  const key = useRef(newIdempotencyKey());
  const items = useMemo(() => bagItems(lines), [lines]);

  useEffect(() => {
    api
      .me()
      .then(setMe)
      .catch(() => setMe({ authenticated: false, phoneNumber: null, name: null, isStaff: false }));
  }, []);

  useEffect(() => {
    if (!items.length) return;
    const timer = window.setTimeout(() => {
      quoteBag(items, code.trim(), method)
        .then((q) => {
          setQuote(q);
          setQuoteError('');
        })
        .catch((e: unknown) => {
          setQuote(null);
          setQuoteError(e instanceof ApiError && e.errors.code ? (e.errors.code[0] ?? '') : messageOr(e, 'We could not price your bag just now.'));
        });
    }, 200);
    return () => window.clearTimeout(timer);
  }, [items, code, method]);

  const submit = async () => {
    setError('');
    if (!me?.authenticated) {
      setError('Please log in to check out.');
      return;
    }
    if (quote && method === 'cod' && !quote.codAllowed) {
      setError(`Cash on delivery is only for orders below ${rupees(quote.codBelow)}. Please pay by UPI.`);
      return;
    }
    setSending(true);
    try {
      const result = await checkout({ items, paymentMethod: method, code: code.trim(), upiReference: upiReference.trim(), address: shipTo }, key.current);
      key.current = newIdempotencyKey();
      setPlaced(result);
      dispatch({ type: 'clear' });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) key.current = newIdempotencyKey();
      const first = e instanceof ApiError ? Object.values(e.errors)[0]?.[0] : undefined;
      setError(first ?? messageOr(e, 'We could not place your order. Please try again.'));
    } finally {
      setSending(false);
    }
  };

  if (placed) {
    const o = placed.order;
    return (
      <section>
        <p className="notice notice-ok" role="status" data-testid="order-success">
          {placed.message}
        </p>
        <p>
          Order <strong data-testid="order-id">{o.orderId}</strong> · {o.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ')} · total{' '}
          <strong>{rupees(o.amount)}</strong> · {o.paymentMethod === 'upi' ? 'UPI' : 'Cash on delivery'}
        </p>
        {placed.upiLink && <UpiPayment link={placed.upiLink} qr={placed.upiQr} upiId={placed.upiId} amount={o.amount} orderId={o.orderId} />}
        <div className="studio-actions" style={{ display: 'flex', gap: 12, marginTop: 16 }}>
          <Link className="btn" href={`/customerpilot?phone_number=${encodeURIComponent(me?.phoneNumber ?? '')}`}>
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

  return (
    <div className="bag">
      <ul className="bag-lines" aria-label="Items in your bag">
        {lines.map((l) => (
          <li key={`${l.itemId}-${l.size}`} className="bag-line" data-testid="bag-line">
            {l.image ? (
              <img src={l.image} alt="" />
            ) : (
              <span />
            )}
            <div>
              <h3>
                <Link href={`/brevity/${l.itemId}`}>{l.name}</Link>
              </h3>
              <p className="muted" style={{ margin: 0 }}>
                {l.color ? `${l.color} · ` : ''}Size {l.size} · {rupees(l.price)} each
              </p>
            </div>
            <div className="bag-qty">
              <button
                type="button"
                className="btn btn-small btn-outline"
                aria-label={`One less ${l.name} ${l.size}`}
                onClick={() => dispatch({ type: 'set-quantity', itemId: l.itemId, size: l.size, quantity: l.quantity - 1 })}
              >
                −
              </button>
              <label className="visually-hidden" htmlFor={`bag-qty-${l.itemId}-${l.size}`}>
                Quantity of {l.name} {l.size}
              </label>
              <input
                id={`bag-qty-${l.itemId}-${l.size}`}
                type="number"
                min={1}
                max={99}
                value={l.quantity}
                onChange={(e) => {
                  const q = Number(e.target.value);
                  if (q >= 1) dispatch({ type: 'set-quantity', itemId: l.itemId, size: l.size, quantity: q });
                }}
              />
              <button
                type="button"
                className="btn btn-small btn-outline"
                aria-label={`One more ${l.name} ${l.size}`}
                onClick={() => dispatch({ type: 'set-quantity', itemId: l.itemId, size: l.size, quantity: l.quantity + 1 })}
              >
                +
              </button>
              <button type="button" className="link-button" onClick={() => dispatch({ type: 'remove', itemId: l.itemId, size: l.size })}>
                Remove
              </button>
            </div>
          </li>
        ))}
      </ul>

      <aside className="bag-summary" aria-label="Checkout">
        <h2>
          Checkout · {bagCount(lines)} {bagCount(lines) === 1 ? 'piece' : 'pieces'}
        </h2>
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontWeight: 600 }}>Payment</legend>
          <label style={{ display: 'flex', gap: 8 }}>
            <input type="radio" name="bag-payment" checked={method === 'cod'} onChange={() => setMethod('cod')} /> Cash on delivery
          </label>
          <label style={{ display: 'flex', gap: 8 }}>
            <input type="radio" name="bag-payment" checked={method === 'upi'} onChange={() => setMethod('upi')} /> UPI (5% off under ₹5000)
          </label>
        </fieldset>
        {method === 'upi' && (
          <div className="field">
            <label htmlFor="bag-upi-ref">UPI reference (if you have already paid)</label>
            <input id="bag-upi-ref" value={upiReference} maxLength={40} onChange={(e) => setUpiReference(e.target.value)} />
          </div>
        )}
        <div className="field">
          <label htmlFor="bag-code">Discount code</label>
          <input id="bag-code" value={code} placeholder="FEST15" maxLength={30} onChange={(e) => setCode(e.target.value)} />
          {quoteError && <span className="field-error">{quoteError}</span>}
        </div>
        {quote && items.length > 0 && <PriceBreakdown breakdown={quote} method={method} />}
        <PincodeCheck reading="product" amount={quote?.total ?? null} id="bag-pincode" />
        <DeliveryAddress value={shipTo} onChange={setShipTo} />
        {error && (
          <p className="notice notice-error" role="alert">
            {error} {error === 'Please log in to check out.' && <Link href="/login">Log in</Link>}
          </p>
        )}
        <button type="button" className="btn btn-block" onClick={() => void submit()} disabled={sending}>
          {sending ? 'Placing your order…' : 'Place order'}
        </button>
        <p className="field-hint" style={{ marginTop: 8 }}>
          Free Delivery, Free Returns*.
        </p>
      </aside>
    </div>
  );
}
