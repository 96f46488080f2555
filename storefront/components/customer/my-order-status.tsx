'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { api } from '@/lib/api/client';
import { type Result, attempt } from '@/lib/api/errors';
import type { Timeline } from '@/lib/api/tracking';
import type { Order } from '@/lib/api/types';
import { OrderTimeline } from '@/components/tracking/order-timeline';
import { formatRupees } from '@/lib/format';
import { localDate } from '@/lib/local-format';
import { useSession } from '@/lib/session';
import { RetryNotice } from '@/components/ui/retry-notice';
import { Notice } from '@/components/ui/notice';
import { designNames } from './order-item';

const COLUMNS = ['order', 'date', 'status', 'amount'] as const;

type Loaded = { key: string; orders: Result<Order[]>; timelines: Result<Timeline[]> };

/**
 * On Orders & Returns: a logged-in customer sees the status of their orders. Read in the browser with the visitor's
 * session (issue 28): the page around it is kept in Next's cache and shared by every visitor, so it carries no one's
 * orders. A visitor without a session reads one line either way, so nothing below moves for them.
 */
export function MyOrderStatus() {
  const t = useTranslations('tracking.list');
  const statusT = useTranslations('tracking.status');
  const locale = useLocale();
  const me = useSession();
  const phone = me?.authenticated && !me.isStaff ? me.phoneNumber : null;
  const [tries, setTries] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${phone}:${tries}`;
  useEffect(() => {
    if (!phone) return;
    let live = true;
    void Promise.all([attempt(() => api.orders(phone)), attempt(api.timelines)]).then(([orders, timelines]) => {
      if (live) setLoaded({ key, orders, timelines });
    });
    return () => {
      live = false;
    };
  }, [phone, key]);

  if (!me) return <p aria-busy="true">{t('checking')}</p>;
  if (!phone) return <p>{t.rich('logIn', { login: (chunks) => <Link href="/login">{chunks}</Link> })}</p>;
  if (loaded?.key !== key) return <p aria-busy="true">{t('loading')}</p>;
  const { orders, timelines } = loaded;
  if (!orders.ok)
    return (
      <RetryNotice
        message={orders.status === 0 ? orders.message : t('loadFailed')}
        onRetry={() => setTries((n) => n + 1)}
      />
    );
  if (orders.data.length === 0) return <Notice kind="info">{t('none')}</Notice>;
  return (
    <>
    {/* Explicit roles: on a phone the rows are laid out as grids, which some browsers (WebKit) would otherwise stop
    announcing as a table. */}
    <table className="table" role="table">
      <caption className="visually-hidden">{t('caption')}</caption>
      <thead>
        <tr role="row">
          {COLUMNS.map((title) => (
            <th key={title} scope="col" role="columnheader">
              {t(title)}
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
                <Link href={`/oandr/order/${encodeURIComponent(o.orderId)}`} aria-label={t('orderLink', { id: o.orderId })}>
                  {o.orderId}
                </Link>
                {/* the designs' names as the customer wrote them, in whatever language */}
                {designs && <span className="order-design" lang="">{designs}</span>}
              </td>
              <td role="cell">{localDate(o.date || o.createdAt, locale)}</td>
              <td role="cell">
                <span className={`badge badge-${o.status}`}>{statusT.has(o.status) ? statusT(o.status) : o.status}</span>
              </td>
              <td role="cell">{formatRupees(o.amount)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
    {timelines.ok && timelines.data.length > 0 && (
      <ul className="timelines" aria-label={t('tracking')}>
        {timelines.data.map((line) => (
          <li key={line.orderId}>
            <h3>{t('orderHeading', { id: line.orderId })}</h3>
            <OrderTimeline timeline={line} />
          </li>
        ))}
      </ul>
    )}
    </>
  );
}
