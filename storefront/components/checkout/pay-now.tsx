'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { type GatewayCheckout, onlinePayApi } from '@/lib/api/online-pay';
import { payNowApi } from '@/lib/api/pay-now';
import { checkoutRun } from '@/lib/checkout/razorpay';
import { formatRupees } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import './checkout.css';

type Flow =
  | { step: 'idle' }
  | { step: 'paying'; amount: number }
  | { step: 'failed'; amount: number; detail: string }
  | { step: 'paid' };

/**
 * "Pay now" for an order payable online (an unpaid UPI order, or a cash-on-delivery order's "pay now and save"), when
 * the shop has a payment gateway. Whether it is, and for how much, is the server's `payable_online` / `online_amount`
 * (GET /api/orders/{id}/pay-now/, or `amount` from a parent that read it): no gateway order is made by looking. The
 * click asks the server for the gateway order (POST /api/orders/{id}/pay/), opens Razorpay's hosted checkout (card,
 * UPI, netbanking, wallets), and its signed callback is confirmed by the server, which marks the order paid at once.
 * Not payable online (no gateway, cash on delivery without the offer, a business order, paid, cancelled, not theirs):
 * nothing shows but `children` (the UPI QR), hidden only once paid.
 */
export function PayNow({
  orderId,
  amount,
  onPaid,
  children,
}: {
  orderId: string;
  /** what paying online pays, as the server said; null: not payable online; undefined: ask the server */
  amount?: number | null;
  onPaid?: () => void;
  children?: React.ReactNode;
}) {
  // what the server said when no parent did: undefined while asking, null when not payable online
  const t = useTranslations('payNow');
  const [asked, setAsked] = useState<number | null | undefined>(undefined);
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const payable = amount !== undefined ? amount : asked;

  useEffect(() => {
    if (amount !== undefined) return;
    let live = true;
    payNowApi.get(orderId).then(
      (found) => live && setAsked(found.payableOnline ? found.onlineAmount : null),
      () => live && setAsked(null),
    );
    return () => {
      live = false;
    };
  }, [orderId, amount]);

  const pay = useCallback(
    async (shown: number) => {
      let checkout: GatewayCheckout | null = null;
      try {
        // a gateway order only now: the same one again while nothing was captured, or a fresh one for a changed total
        checkout = await onlinePayApi.start(orderId);
        setFlow({ step: 'paying', amount: checkout.amount });
        const outcome = await checkoutRun(checkout, orderId);
        if (outcome.kind !== 'paid') {
          setFlow({ step: 'failed', amount: checkout.amount, detail: '' });
          return;
        }
        const paid = await onlinePayApi.confirm(orderId, outcome.fields);
        if (paid.paymentStatus === 'paid') {
          setFlow({ step: 'paid' });
          onPaid?.();
        } else setFlow({ step: 'failed', amount: checkout.amount, detail: '' });
      } catch (error) {
        const detail = error instanceof Error && 'fromServer' in error && error.fromServer ? error.message : '';
        setFlow({ step: 'failed', amount: checkout?.amount ?? shown, detail });
      }
    },
    [orderId, onPaid],
  );

  if (flow.step === 'paid') {
    return (
      <Notice kind="ok" className="pay-now" data-testid="pay-now-paid">
        {t('paid', { orderId })}
      </Notice>
    );
  }
  const offer =
    flow.step === 'failed' ? (
      <div className="pay-now" data-testid="pay-now">
        <Notice kind="error" className="notice-row">
          <span>
            {t('notCompleted')}
            {flow.detail && <>. {flow.detail}</>}
          </span>
          <button type="button" className="btn btn-small btn-outline" onClick={() => void pay(flow.amount)}>
            {t('tryAgain')}
          </button>
        </Notice>
      </div>
    ) : flow.step === 'paying' || payable != null ? (
      <div className="pay-now" data-testid="pay-now">
        <button
          type="button"
          className="btn btn-marigold"
          disabled={flow.step === 'paying'}
          onClick={() => payable != null && void pay(payable)}
        >
          {flow.step === 'paying' ? t('paying') : t('payNow', { amount: formatRupees(payable ?? 0) })}
        </button>
        <p className="field-hint">{t('gatewayHint')}</p>
      </div>
    ) : null;
  return (
    <>
      {offer}
      {children}
    </>
  );
}
