import Link from 'next/link';
import type { Timeline } from '@/lib/api/tracking';
import type { Order } from '@/lib/api/types';
import { OrderTimeline } from '@/components/tracking/order-timeline';
import { formatDate, formatRupees, statusLabel } from '@/lib/format';
import { MESSAGES } from '@/lib/validation';
import { Notice } from '@/components/ui/notice';
import { itemSummary } from './order-item';
import { TeamPeople } from './team-people';

function Download({ href, label, orderId }: { href: string | null; label: string; orderId: string }) {
  if (!href) return null;
  return (
    <a className="btn btn-small btn-outline" href={href} download aria-label={`${label} design of order ${orderId}`}>
      {label}
    </a>
  );
}

/** The customer's orders, newest first, each with the Front and Back downloads it has (bag orders have none). */
export function OrderList({ orders, timelines = {} }: { orders: Order[]; timelines?: Record<string, Timeline> }) {
  if (orders.length === 0) return <Notice kind="info">{MESSAGES.noOrders}</Notice>;
  return (
    <ul className="orders" aria-label="Your orders">
      {orders.map((o) => (
        <li key={o.orderId} className="order">
          {o.frontThumbnail ? (
            <img className="order-thumb" src={o.frontThumbnail} alt="" width={72} height={72} loading="lazy" />
          ) : (
            <span className="order-thumb" aria-hidden="true" style={{ background: o.colorHex ?? '#f6efe4' }} />
          )}
          <div>
            <h3>
              Order {o.orderId} <span className={`badge badge-${o.status}`}>{statusLabel(o.status)}</span>
            </h3>
            {o.quoteNumber && <p className="muted">Business order · quote {o.quoteNumber}</p>}
            <dl>
              <div>
                <dt>Date</dt>
                <dd>{formatDate(o.date || o.createdAt)}</dd>
              </div>
              <div>
                <dt>Amount</dt>
                <dd>{formatRupees(o.amount)}</dd>
              </div>
              <div>
                <dt>Payment</dt>
                <dd>
                  <span className={`badge badge-${o.paymentStatus}`}>{o.paymentStatus}</span>
                </dd>
              </div>
              <div>
                <dt>Item</dt>
                <dd>{itemSummary(o)}</dd>
              </div>
            </dl>
            <TeamPeople people={o.people} orderId={o.orderId} />
            <OrderTimeline timeline={timelines[o.orderId]} />
          </div>
          <div className="actions">
            {o.front || o.back ? (
              <>
                <Download href={o.front} label="Front" orderId={o.orderId} />
                <Download href={o.back} label="Back" orderId={o.orderId} />
                <Link className="btn btn-small" href={`/pilot?order=${encodeURIComponent(o.orderId)}`} aria-label={`Order again: order ${o.orderId}`}>
                  Order again
                </Link>
              </>
            ) : (
              // Orders placed through the bag are catalogue items: there is no design to download.
              <span className="muted">Catalogue item</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
