import type { Metadata } from 'next';
import Link from 'next/link';
import { PayNowOffer } from '@/components/cod/pay-now-offer';
import { OrderPayments } from '@/components/payments/order-payments';
import { OrderProofs } from '@/components/proofs/order-proofs';
import { OrderNdr } from '@/components/ndr/order-ndr';
import { setPageLocale } from '@/i18n/page';

export const metadata: Metadata = { title: 'Your order', robots: { index: false } };

type Props = { params: Promise<{ orderId: string }> };

/**
 * One of the customer's orders: how it may be paid now (PayNowOffer: a cash-on-delivery order's "pay now and save" offer,
 * "Pay now" for an unpaid UPI order when the shop has a payment gateway), a business order's advance and balance (OrderPayments), its proofs to approve or
 * to ask changes of, and a failed delivery attempt with the link to choose what happens next (OrderNdr). The page itself carries no one's data; both are read in the browser with the visitor's session,
 * so another customer sees nothing.
 */
export default async function OrderPage({ params }: Props) {
  await setPageLocale(params);
  const { orderId } = await params;
  const id = decodeURIComponent(orderId).toUpperCase();
  return (
    <div className="container page" style={{ maxWidth: 720 }}>
      <Link href="/oandr" className="back-link">
        ← Orders &amp; Returns
      </Link>
      <h1>Order {id}</h1>
      <OrderNdr orderId={id} />
      <PayNowOffer orderId={id} />
      <OrderPayments orderId={id} />
      <OrderProofs orderId={id} />
    </div>
  );
}
