import Link from 'next/link';
import { attempt, getMe, getOrders, getTimelines } from '@/lib/api/server';
import { OrderTimeline } from '@/components/tracking/order-timeline';
import { formatDate, formatRupees, statusLabel } from '@/lib/format';
import { MESSAGES } from '@/lib/validation';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Notice } from '@/components/ui/notice';
import { designNames } from './order-item';

const COLUMNS = ['Order', 'Date', 'Status', 'Amount'] as const;

/**
 * On Orders & Returns: a logged-in customer sees the status of their orders. Rendered on the server with the
 * visitor's cookies, so the policies below never jump down when the table arrives.
 */
export async function MyOrderStatus({ cookie }: { cookie: string }) {
  const me = await attempt(() => getMe(cookie));
  if (!me.ok) return <RetryNotice message={me.status === 0 ? me.message : 'Your orders could not be loaded.'} />;
  const { authenticated, phoneNumber, isStaff } = me.data;
  if (!authenticated || !phoneNumber || isStaff)
    return (
      <p>
        <Link href="/login">Log in</Link> to see the status of your orders.
      </p>
    );
  const [orders, timelines] = await Promise.all([attempt(() => getOrders(phoneNumber, cookie)), attempt(() => getTimelines(cookie))]);
  if (!orders.ok) return <RetryNotice message={orders.status === 0 ? orders.message : 'Your orders could not be loaded.'} />;
  if (orders.data.length === 0) return <Notice kind="info">{MESSAGES.noOrders}</Notice>;
  return (
    <>
    {/* Explicit roles: on a phone the rows are laid out as grids, which some browsers (WebKit) would otherwise stop
    announcing as a table. */}
    <table className="table" role="table">
      <caption className="visually-hidden">Your orders</caption>
      <thead>
        <tr role="row">
          {COLUMNS.map((title) => (
            <th key={title} scope="col" role="columnheader">
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {orders.data.map((o) => {
          const designs = designNames(o).join(', ');
          return (
            <tr key={o.orderId} role="row">
              <td role="cell">
                {o.orderId}
                {designs && <span className="order-design">{designs}</span>}
              </td>
              <td role="cell">{formatDate(o.date || o.createdAt)}</td>
              <td role="cell">
                <span className={`badge badge-${o.status}`}>{statusLabel(o.status)}</span>
              </td>
              <td role="cell">{formatRupees(o.amount)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
    {timelines.ok && timelines.data.length > 0 && (
      <ul className="timelines" aria-label="Tracking">
        {timelines.data.map((t) => (
          <li key={t.orderId}>
            <h3>Order {t.orderId}</h3>
            <OrderTimeline timeline={t} />
          </li>
        ))}
      </ul>
    )}
    </>
  );
}
