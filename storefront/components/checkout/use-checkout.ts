'use client';
/** What the studio and the bag share on the way to an order: the payment choice, the live price, and placing it once. */
import { useEffect, useRef, useState } from 'react';
import { api, newIdempotencyKey } from '@/lib/api/client';
import { ApiError, fieldMessageOr } from '@/lib/api/errors';
import type { Breakdown, PaymentMethod, PlacedOrder, QuoteRequest } from '@/lib/api/types';

/** Cash on delivery or UPI, the discount code and the UPI reference, as the customer types them. */
export function usePaymentChoice() {
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [code, setCode] = useState('');
  const [upiReference, setUpiReference] = useState('');
  return { method, setMethod, code, setCode, upiReference, setUpiReference };
}

export type PaymentChoice = ReturnType<typeof usePaymentChoice>;

/** The live price: the server's own pricing function, a moment after the last change; `null` asks nothing. */
export function useLiveQuote(request: QuoteRequest | null) {
  const [quote, setQuote] = useState<Breakdown | null>(null);
  const [quoteError, setQuoteError] = useState('');
  const asked = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (!asked) return;
    const timer = window.setTimeout(() => {
      api
        .quote(JSON.parse(asked) as QuoteRequest)
        .then((q) => {
          setQuote(q);
          setQuoteError('');
        })
        .catch((error: unknown) => {
          setQuote(null);
          setQuoteError(fieldMessageOr(error, 'code', 'We could not price this order just now.'));
        });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [asked]);
  return asked ? { quote, quoteError } : { quote: null, quoteError: '' };
}

/**
 * Sends an order with an Idempotency-Key: a retry after a lost answer gets the same order back, while a placed or
 * refused order (400) makes the next try a new one.
 */
export function usePlacing() {
  const key = useRef(newIdempotencyKey());
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const [sending, setSending] = useState(false);

  const place = async (send: (idempotencyKey: string) => Promise<PlacedOrder>): Promise<void> => {
    setSending(true);
    try {
      setPlaced(await send(key.current));
      key.current = newIdempotencyKey();
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) key.current = newIdempotencyKey();
      throw error;
    } finally {
      setSending(false);
    }
  };

  return { placed, setPlaced, sending, place };
}
