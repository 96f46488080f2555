'use client';
/** What the studio shows once the order is placed: the order, UPI payment, the previews and the latest orders. */
import Link from 'next/link';
import type { PlacedOrder } from '@/lib/api/orders';
import type { Order } from '@/lib/api/types';
import type { Side } from '@/lib/studio/garments';
import { rupees } from '@/lib/studio/rules';
import type { PrintFiles } from './design-editor';
import { UpiPayment } from './upi-payment';

interface Props {
  placed: PlacedOrder;
  previews: PrintFiles['previews'];
  myOrders: Order[] | null;
  returnPhone: string;
  onDesignAnother: () => void;
}

export function OrderDone({ placed, previews, myOrders, returnPhone, onDesignAnother }: Props) {
  const o = placed.order;
  return (
    <section className="studio-done" aria-labelledby="done-title">
      <p className="notice notice-ok" role="status" id="done-title" data-testid="order-success">
        {placed.message}
      </p>
      <p>
        Order <strong data-testid="order-id">{o.orderId}</strong> · {o.product}
        {o.sleeve ? ` (${o.sleeve})` : ''} · {o.color} · {o.sizes.map((s) => `${s.size} × ${s.quantity}`).join(', ')} ·
        total <strong>{rupees(o.amount)}</strong> · {o.paymentMethod === 'upi' ? 'UPI' : 'Cash on delivery'}
      </p>
      {placed.upiLink && <UpiPayment link={placed.upiLink} qr={placed.upiQr} upiId={placed.upiId} amount={o.amount} orderId={o.orderId} />}
      {(previews.front || previews.back) && (
        <div className="previews" style={{ margin: '16px 0' }}>
          {(['front', 'back'] as Side[]).map((s) =>
            previews[s] ? (
              <figure key={s}>
                <img src={previews[s]} alt={`${s === 'front' ? 'Front' : 'Back'} preview of your design`} />
                <figcaption>{s === 'front' ? 'Front' : 'Back'}</figcaption>
              </figure>
            ) : null,
          )}
        </div>
      )}
      <h2>Your orders</h2>
      {myOrders === null ? (
        <p className="muted">Loading your orders…</p>
      ) : myOrders.length === 0 ? (
        <p>Sorry No orders found.</p>
      ) : (
        <ul className="order-mini" data-testid="my-orders">
          {myOrders.slice(0, 5).map((x) => (
            <li key={x.orderId}>
              <strong>{x.orderId}</strong>
              <span>{x.product}</span>
              <span>{x.status}</span>
              <span>{rupees(x.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="studio-actions">
        <Link className="btn" href={`/customerpilot?phone_number=${encodeURIComponent(returnPhone)}`}>
          See all my orders
        </Link>
        <button type="button" className="btn btn-outline" onClick={onDesignAnother}>
          Design another
        </button>
      </div>
    </section>
  );
}
