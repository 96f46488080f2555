import { formatRupees } from '@/lib/format';
import './checkout.css';

/** After a UPI order: the shop's UPI link and QR code with the amount and the order id. */
export function UpiPayment({ link, qr, upiId, amount, orderId }: { link: string; qr: string | null; upiId: string | null; amount: number; orderId: string }) {
  return (
    <div className="upi-box" data-testid="upi-payment">
      {qr && <img src={qr} alt={`UPI QR code to pay ${formatRupees(amount)} for order ${orderId}`} width={180} height={180} />}
      <div>
        <p>
          <strong>Pay {formatRupees(amount)} by UPI</strong>
          <br />
          Scan the code with any UPI app, or open the link on your phone.
          {upiId && (
            <>
              <br />
              UPI ID: <code>{upiId}</code> · note: {orderId}
            </>
          )}
        </p>
        <a className="btn btn-marigold" href={link}>
          Pay with a UPI app
        </a>
        <p className="field-hint" style={{ marginTop: 8 }}>
          Your order stays unpaid until our team sees the payment and marks it paid.
        </p>
      </div>
    </div>
  );
}
