import { useTranslations } from 'next-intl';
import type { PlacedOrder } from '@/lib/api/types';
import { formatRupees } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import { PayNow } from './pay-now';
import { UpiPayment } from './upi-payment';

/** A placed order, in the studio and the bag alike: the server's message, what was ordered and its total, and the UPI link and QR code
 * (with "Pay now" through the payment gateway beside them when the shop has one). */
export function PlacedSummary({ placed, titleId }: { placed: PlacedOrder; titleId?: string }) {
  const t = useTranslations('checkout');
  const o = placed.order;
  const item = [o.product && (o.sleeve ? `${o.product} (${o.sleeve})` : o.product), o.color, o.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ')];
  return (
    <>
      <Notice kind="ok" id={titleId} data-testid="order-success">
        {placed.message}
      </Notice>
      <p>
        {t.rich('orderLine', {
          id: () => <strong data-testid="order-id">{o.orderId}</strong>,
          amount: () => <strong>{formatRupees(o.amount)}</strong>,
          what: item.filter(Boolean).join(' · '),
          method: o.paymentMethod === 'upi' ? t('upi') : t('cod'),
        })}
      </p>
      {placed.upiLink && (
        <PayNow orderId={o.orderId}>
          <UpiPayment link={placed.upiLink} qr={placed.upiQr} upiId={placed.upiId} amount={o.amount - placed.tendered} orderId={o.orderId} />
        </PayNow>
      )}
    </>
  );
}
