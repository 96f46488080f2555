import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PayNowOffer } from '@/components/cod/pay-now-offer';
import { OrderPayments } from '@/components/payments/order-payments';
import { OrderProofs } from '@/components/proofs/order-proofs';
import { OrderNdr } from '@/components/ndr/order-ndr';
import { Link } from '@/i18n/navigation';
import { setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tracking.order' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * One of the customer's orders: how it may be paid now (PayNowOffer: a cash-on-delivery order's "pay now and save" offer,
 * "Pay now" for an unpaid UPI order when the shop has a payment gateway), a business order's advance and balance (OrderPayments), its proofs to approve or
 * to ask changes of, and a failed delivery attempt with the link to choose what happens next (OrderNdr). The page itself carries no one's data; both are read in the browser with the visitor's session,
 * so another customer sees nothing.
 */
async function OrderPage({ params }: Props) {
  await setPageLocale(params);
  const { orderId } = await params;
  const t = await getTranslations('tracking.order');
  const id = decodeURIComponent(orderId).toUpperCase();
  return (
    <div className="container page" style={{ maxWidth: 720 }}>
      <Link href="/oandr" className="back-link">
        {t('back')}
      </Link>
      <h1>{t('heading', { id })}</h1>
      <OrderNdr orderId={id} />
      <PayNowOffer orderId={id} />
      <OrderPayments orderId={id} />
      <OrderProofs orderId={id} />
    </div>
  );
}

export default withClientMessages(['orderPayments', 'payNow', 'tracking'], OrderPage);
