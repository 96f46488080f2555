'use client';
import { useEffect, useState } from 'react';
import { UpiPayment } from '@/components/checkout/upi-payment';
import { attempt } from '@/lib/api/errors';
import { type PayNowOffer as Offer, payNowApi } from '@/lib/api/pay-now';
import { formatRupees } from '@/lib/format';
import '@/components/checkout/checkout.css';

/**
 * A cash-on-delivery order's offer to pay now by UPI, without the COD fee, before it is shipped (issue 49): the
 * checkout's UPI box for the smaller amount. Read in the browser with the customer's session; no offer (or not their
 * order) shows nothing. Once the payment is confirmed the order is prepaid and the offer goes.
 */
export function PayNowOffer({ orderId }: { orderId: string }) {
  const [offer, setOffer] = useState<Offer | null>(null);
  useEffect(() => {
    let live = true;
    void attempt(() => payNowApi.get(orderId)).then((result) => {
      if (live && result.ok) setOffer(result.data);
    });
    return () => {
      live = false;
    };
  }, [orderId]);

  if (!offer?.offered || !offer.upiLink) return null;
  return (
    <section aria-labelledby={`pay-now-${orderId}`} data-testid="pay-now-offer">
      {/* balanced lines: a phone's narrow column would otherwise leave "49" alone under "Rs" */}
      <h2 id={`pay-now-${orderId}`} style={{ textWrap: 'balance' }}>
        {offer.headline}
      </h2>
      <p>
        Pay before we ship your order and skip the cash on delivery fee of {formatRupees(offer.saving)}.
      </p>
      <UpiPayment link={offer.upiLink} qr={offer.upiQr} upiId={offer.upiId} amount={offer.amount} orderId={offer.orderId} />
    </section>
  );
}
