'use client';
/** The live price: the server's own pricing function, a moment after the last change. */
import { useEffect, useState } from 'react';
import { ApiError, messageOr } from '@/lib/api/errors';
import { type Breakdown, type PaymentMethod, quoteDesign } from '@/lib/api/orders';
import type { SizeLine } from '@/lib/studio/rules';

interface QuoteInput {
  ready: boolean;
  product: string;
  sleeve: string;
  lines: SizeLine[];
  code: string;
  method: PaymentMethod;
}

export function useLiveQuote({ ready, product, sleeve, lines, code, method }: QuoteInput) {
  const [quote, setQuote] = useState<Breakdown | null>(null);
  const [quoteError, setQuoteError] = useState('');
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      quoteDesign({ product, sleeve, lines, code: code.trim(), paymentMethod: method })
        .then((q) => {
          setQuote(q);
          setQuoteError('');
        })
        .catch((error: unknown) => {
          setQuote(null);
          setQuoteError(
            error instanceof ApiError && error.errors.code ? (error.errors.code[0] ?? '') : messageOr(error, 'We could not price this order just now.'),
          );
        });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [ready, product, sleeve, lines, code, method]);
  return { quote, quoteError };
}
