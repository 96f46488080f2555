'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { type Result, attempt } from '@/lib/api/errors';
import { type OrderPayments as Payments, paymentsApi } from '@/lib/api/payments';
import { formatRupees } from '@/lib/format';
import { paymentWords } from '@/lib/payment-words';
import { RetryNotice } from '@/components/ui/retry-notice';
import './payments.css';

/**
 * A business order's payments for its customer: the advance asked (with its UPI link) and received, and the balance
 * with when it is due, in plain words. Read in the browser with the customer's session; an order that is not a
 * business order (no advance or balance) or not theirs shows nothing here (the proofs below say why).
 */
export function OrderPayments({ orderId }: { orderId: string }) {
  const t = useTranslations('orderPayments');
  const locale = useLocale();
  const [loaded, setLoaded] = useState<Result<Payments> | null>(null);
  const [tries, setTries] = useState(0);
  const reload = useCallback(() => setTries((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    void attempt(() => paymentsApi.get(orderId)).then((result) => {
      if (live) setLoaded(result);
    });
    return () => {
      live = false;
    };
  }, [orderId, tries]);

  if (!loaded) return null;
  if (!loaded.ok) {
    if (loaded.status === 0 || loaded.status >= 500) return <RetryNotice message={t('failed')} onRetry={reload} />;
    return null;
  }
  const payments = loaded.data;
  const words = paymentWords(payments, t, locale);
  return (
    <section className="order-payments" aria-labelledby={`payments-${orderId}`}>
      <h2 id={`payments-${orderId}`}>{t('title')}</h2>
      <p className="muted">{t('intro', { quote: payments.quoteNumber, total: formatRupees(payments.total) })}</p>
      {words.received.length > 0 && (
        <ul className="order-payments-received" aria-label={t('receivedLabel')}>
          {words.received.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {words.due.map((line) => (
        <p key={line} className="order-payments-due">
          {line}
        </p>
      ))}
      {words.payLabel && payments.upiLink && (
        <div className="order-payments-pay">
          <a className="btn" href={payments.upiLink}>
            {words.payLabel}
          </a>
          <p className="field-hint">
            {t.rich('orPay', { upi: () => <span lang="en">{payments.upiId}</span>, order: payments.orderId })}
          </p>
        </div>
      )}
    </section>
  );
}
