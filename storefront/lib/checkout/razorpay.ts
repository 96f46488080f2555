/**
 * Razorpay's hosted checkout in the browser: its script loaded once, when the customer first asks to pay (never on a
 * page's load), then opened with what the server answered (the key id, the gateway order, the amount in paise, the
 * shop's name and the prefill). The browser tests answer this script's address with a local stand-in
 * (storefront/e2e/razorpay-stand-in.js, through Playwright's routing): nothing is downloaded there.
 * Options and events as Razorpay documents them: https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/
 */
import type { GatewayCallback, GatewayCheckout } from '@/lib/api/online-pay';

export const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** How one opening of the checkout ended: paid (its signed fields, for the server to verify), or not. */
export type CheckoutOutcome = { kind: 'paid'; fields: GatewayCallback } | { kind: 'failed' } | { kind: 'closed' };

interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

function checkoutLoad(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('The checkout did not load.')));
    script.onerror = () => reject(new Error('The checkout did not load.'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later click tries again
    throw error;
  });
  return loading;
}

/**
 * Opens the checkout and waits for it to end. A failed attempt leaves Razorpay's checkout open for another try, so a
 * failure is only the outcome when the customer then closes it; a payment that goes through is the outcome at once.
 */
export async function checkoutRun(checkout: GatewayCheckout, orderId: string, src: string = CHECKOUT_SCRIPT): Promise<CheckoutOutcome> {
  const Razorpay = await checkoutLoad(src);
  return new Promise<CheckoutOutcome>((resolve) => {
    let failed = false;
    let ended = false;
    const end = (outcome: CheckoutOutcome) => {
      if (ended) return;
      ended = true;
      resolve(outcome);
    };
    const razorpay = new Razorpay({
      key: checkout.keyId,
      order_id: checkout.gatewayOrderId,
      amount: checkout.amountPaise,
      currency: checkout.currency,
      name: checkout.name,
      description: checkout.description,
      prefill: checkout.prefill,
      notes: { order_id: orderId },
      handler: (response: Partial<GatewayCallback>) =>
        end({
          kind: 'paid',
          fields: {
            razorpay_payment_id: response.razorpay_payment_id ?? '',
            razorpay_order_id: response.razorpay_order_id ?? '',
            razorpay_signature: response.razorpay_signature ?? '',
          },
        }),
      modal: { ondismiss: () => end(failed ? { kind: 'failed' } : { kind: 'closed' }) },
    });
    razorpay.on('payment.failed', () => {
      failed = true;
    });
    razorpay.open();
  });
}
