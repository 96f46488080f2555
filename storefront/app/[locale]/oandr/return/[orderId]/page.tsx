import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { type Result, attempt, getMe, getReturnable } from '@/lib/api/server';
import type { Returnable } from '@/lib/api/returns';
import { ReturnForm } from '@/components/returns/return-form';
import { Notice } from '@/components/ui/notice';
import { RetryNotice } from '@/components/ui/retry-notice';
import '@/components/returns/returns.css';
import { setPageLocale } from '@/i18n/page';

export const metadata: Metadata = { title: 'Return or exchange', robots: { index: false } };

type Props = { params: Promise<{ orderId: string }> };

/**
 * "Return or exchange" of one delivered order, rendered on the server with the visitor's cookies: the server says
 * whether the order can come back (inside the window, something left) and what may be picked; only then the form.
 */
export default async function ReturnPage({ params }: Props) {
  await setPageLocale(params);
  const { orderId } = await params;
  const cookie = (await headers()).get('cookie') ?? '';
  const me = await attempt(() => getMe(cookie));
  const loggedIn = me.ok && me.data.authenticated && !!me.data.phoneNumber;
  const order = loggedIn ? await attempt(() => getReturnable(orderId, cookie)) : null;
  return (
    <div className="container page" style={{ maxWidth: 720 }}>
      <Link href="/oandr" className="back-link">
        ← Orders &amp; Returns
      </Link>
      <h1>Return or exchange: order {orderId}</h1>
      {order ? <Body orderId={orderId} order={order} /> : (
        <p>
          <Link href="/login">Log in</Link> to return or exchange an order.
        </p>
      )}
    </div>
  );
}

function Body({ orderId, order }: { orderId: string; order: Result<Returnable> }) {
  if (!order.ok) {
    if (order.status === 404 || order.status === 403) return <Notice kind="error">We could not find order {orderId} among your orders.</Notice>;
    return <RetryNotice message={order.status === 0 ? order.message : 'This order could not be loaded.'} />;
  }
  if (!order.data.returnable)
    return (
      <Notice kind="info" role="status">
        {order.data.refusal ?? 'This order cannot be returned.'}
      </Notice>
    );
  return <ReturnForm order={order.data} />;
}
