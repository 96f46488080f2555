'use client';
import { useTranslations } from 'next-intl';
import { formatRupees } from '@/lib/format';
import './checkout.css';

/** After a UPI order: the shop's UPI link and QR code with the amount and the order id. */
export function UpiPayment({ link, qr, upiId, amount, orderId }: { link: string; qr: string | null; upiId: string | null; amount: number; orderId: string }) {
  const t = useTranslations('payNow');
  return (
    <div className="upi-box" data-testid="upi-payment">
      {qr && <img src={qr} alt={t('qrAlt', { amount: formatRupees(amount), orderId })} width={180} height={180} />}
      <div>
        <p>
          <strong>{t('payByUpi', { amount: formatRupees(amount) })}</strong>
          <br />
          {t('scan')}
          {upiId && (
            <>
              <br />
              {t.rich('upiId', { orderId, code: () => <code>{upiId}</code> })}
            </>
          )}
        </p>
        <a className="btn btn-marigold" href={link}>
          {t('payWithApp')}
        </a>
        <p className="field-hint" style={{ marginTop: 8 }}>
          {t('staysUnpaid')}
        </p>
      </div>
    </div>
  );
}
