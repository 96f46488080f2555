'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PayNow } from '@/components/checkout/pay-now';
import { UpiPayment } from '@/components/checkout/upi-payment';
import { Notice } from '@/components/ui/notice';
import { attempt } from '@/lib/api/errors';
import { type PayNowOffer as Offer, payNowApi } from '@/lib/api/pay-now';
import { formatRupees } from '@/lib/format';
import '@/components/checkout/checkout.css';

/**
 * How an order may be paid now, on its page (one GET /api/orders/{id}/pay-now/, with the customer's session). A
 * cash-on-delivery order's offer to pay before it is shipped, without the COD fee: through the shop's payment gateway
 * ("Pay now", when it has one) beside the UPI QR for the smaller amount; paid, the order is prepaid and the fee gone.
 * Any other order payable online (an unpaid UPI order) gets "Pay now" alone. No offer, or not their order: nothing.
 */
export function PayNowOffer({ orderId }: { orderId: string }) {
  const t = useTranslations('payNow');
  const locale = useLocale();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [paid, setPaid] = useState(false);
  useEffect(() => {
    let live = true;
    void attempt(() => payNowApi.get(orderId)).then((result) => {
      if (live && result.ok) setOffer(result.data);
    });
    return () => {
      live = false;
    };
  }, [orderId]);

  if (!offer) return null;
  if (!offer.offered) return offer.payableOnline ? <PayNow orderId={orderId} amount={offer.onlineAmount} /> : null;
  if (!offer.upiLink) return null;
  return (
    <section aria-labelledby={`pay-now-${orderId}`} data-testid="pay-now-offer">
      {/* balanced lines: a phone's narrow column would otherwise leave "49" alone under "Rs" */}
      <h2 id={`pay-now-${orderId}`} style={{ textWrap: 'balance' }}>
        {/* English: the server's headline word for word; another language words it from the saving */}
        {locale === 'en' ? offer.headline : t(offer.payableOnline ? 'headlineOnline' : 'headline', { saving: String(offer.saving) })}
      </h2>
      {paid ? (
        // the one notice once paid: PayNow (and the UPI QR with it) goes
        <Notice kind="ok" data-testid="cod-prepaid">
          {t('prepaid', { orderId: offer.orderId, amount: formatRupees(offer.amount), fee: formatRupees(offer.saving) })}
        </Notice>
      ) : (
        <>
          <p>{t('payBefore', { fee: formatRupees(offer.saving) })}</p>
          <PayNow orderId={orderId} amount={offer.payableOnline ? offer.onlineAmount : null} onPaid={() => setPaid(true)}>
            <UpiPayment link={offer.upiLink} qr={offer.upiQr} upiId={offer.upiId} amount={offer.amount} orderId={offer.orderId} />
          </PayNow>
        </>
      )}
    </section>
  );
}
