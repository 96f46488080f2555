'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import type { Order } from '@/lib/api/types';
import { formatDate, formatRupees, statusLabel } from '@/lib/format';
import { MESSAGES } from '@/lib/validation';
import { RetryNotice } from '@/components/ui/retry-notice';

type State = { s: 'loading' } | { s: 'guest' } | { s: 'ok'; orders: Order[] } | { s: 'error' };

/** On Orders & Returns: a logged-in customer sees the status of their orders. */
export function MyOrderStatus() {
  const [state, setState] = useState<State>({ s: 'loading' });
  const load = useCallback(async () => {
    setState({ s: 'loading' });
    try {
      const me = await api.me();
      if (!me.authenticated || !me.phoneNumber || me.isStaff) {
        setState({ s: 'guest' });
        return;
      }
      setState({ s: 'ok', orders: await api.orders(me.phoneNumber) });
    } catch {
      setState({ s: 'error' });
    }
  }, []);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off read when the page opens
    void load();
  }, [load]);

  if (state.s === 'loading') return <p role="status">Checking your orders…</p>;
  if (state.s === 'error') return <RetryNotice message="Your orders could not be loaded." onRetry={load} />;
  if (state.s === 'guest')
    return (
      <p>
        <Link href="/login">Log in</Link> to see the status of your orders.
      </p>
    );
  if (state.orders.length === 0) return <p className="notice notice-info">{MESSAGES.noOrders}</p>;
  return (
    <table className="table">
      <caption className="visually-hidden">Your orders</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {state.orders.map((o) => (
          <tr key={o.orderId}>
            <td>{o.orderId}</td>
            <td>{formatDate(o.date || o.createdAt)}</td>
            <td>
              <span className={`badge badge-${o.status}`}>{statusLabel(o.status)}</span>
            </td>
            <td>{formatRupees(o.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
