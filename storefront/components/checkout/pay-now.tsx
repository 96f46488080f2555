'use client';
import { useCallback, useEffect, useState } from 'react';
import { type GatewayCheckout, onlinePayApi } from '@/lib/api/online-pay';
import { checkoutRun } from '@/lib/checkout/razorpay';
import { formatRupees } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import './checkout.css';

export const NOT_COMPLETED = 'Payment not completed - try again';

type State =
  | { step: 'asking' }
  | { step: 'none' }
  | { step: 'ready' | 'paying'; checkout: GatewayCheckout }
  | { step: 'failed'; checkout: GatewayCheckout | null; detail: string }
  | { step: 'paid' };

/**
 * "Pay now" for an unpaid UPI order, when the shop has a payment gateway: the server is asked for the gateway order
 * (POST /api/orders/{id}/pay/); when it answers, the customer opens Razorpay's hosted checkout (card, UPI,
 * netbanking, wallets), and its signed callback is confirmed by the server, which marks the order paid at once.
 * Without a gateway, or for an order not to pay online (cash on delivery, a business order, paid, cancelled, not
 * theirs) the server refuses and nothing shows: `children` (the UPI QR) stay as they are, hidden only once paid.
 */
export function PayNow({ orderId, children }: { orderId: string; children?: React.ReactNode }) {
  const [state, setState] = useState<State>({ step: 'asking' });

  useEffect(() => {
    let live = true;
    onlinePayApi.start(orderId).then(
      (checkout) => live && setState({ step: 'ready', checkout }),
      () => live && setState({ step: 'none' }),
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  const pay = useCallback(
    async (known: GatewayCheckout | null) => {
      let checkout = known;
      try {
        // again on a retry: the same gateway order while nothing was captured, or a fresh one for a changed total
        checkout = await onlinePayApi.start(orderId);
        setState({ step: 'paying', checkout });
        const outcome = await checkoutRun(checkout, orderId);
        if (outcome.kind !== 'paid') {
          setState({ step: 'failed', checkout, detail: '' });
          return;
        }
        const paid = await onlinePayApi.confirm(orderId, outcome.fields);
        setState(paid.paymentStatus === 'paid' ? { step: 'paid' } : { step: 'failed', checkout, detail: '' });
      } catch (error) {
        const detail = error instanceof Error && 'fromServer' in error && error.fromServer ? error.message : '';
        setState({ step: 'failed', checkout, detail });
      }
    },
    [orderId],
  );

  if (state.step === 'paid') {
    return (
      <Notice kind="ok" className="pay-now" data-testid="pay-now-paid">
        Payment received: order {orderId} is paid.
      </Notice>
    );
  }
  const offer =
    state.step === 'ready' || state.step === 'paying' ? (
      <div className="pay-now" data-testid="pay-now">
        <button type="button" className="btn btn-marigold" disabled={state.step === 'paying'} onClick={() => void pay(state.checkout)}>
          {state.step === 'paying' ? 'Paying…' : `Pay now ${formatRupees(state.checkout.amount)}`}
        </button>
        <p className="field-hint">Card, UPI, netbanking or wallet, on Razorpay&apos;s secure page: your order is marked paid as soon as the payment goes through.</p>
      </div>
    ) : state.step === 'failed' ? (
      <div className="pay-now" data-testid="pay-now">
        <Notice kind="error" className="notice-row">
          <span>
            {NOT_COMPLETED}
            {state.detail && <>. {state.detail}</>}
          </span>
          <button type="button" className="btn btn-small btn-outline" onClick={() => void pay(state.checkout)}>
            Try again
          </button>
        </Notice>
      </div>
    ) : null;
  return (
    <>
      {offer}
      {children}
    </>
  );
}
