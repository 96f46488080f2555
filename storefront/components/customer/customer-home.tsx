'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api/client';
import { ApiError, NETWORK_MESSAGE } from '@/lib/api/errors';
import type { Address, Customer, Order } from '@/lib/api/types';
import { formatAddress } from '@/lib/format';
import { customerGuard } from '@/lib/guard';
import { MESSAGES } from '@/lib/validation';
import { RetryNotice } from '@/components/ui/retry-notice';
import { AddressModal } from './address-modal';
import { OrderList } from './order-list';

type Load<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; message: string };

function errorText(err: unknown, what: string): string {
  if (err instanceof ApiError && err.status === 0) return NETWORK_MESSAGE;
  return `${what} could not be loaded.`;
}

/** The customer home. The session decides who this is; the URL's phone_number must be the session's. */
export function CustomerHome({ phoneInUrl, redirectDelayMs = 1500 }: { phoneInUrl: string | null; redirectDelayMs?: number }) {
  const router = useRouter();
  const [guard, setGuard] = useState<'checking' | 'ok' | 'refused' | 'error'>('checking');
  const [customer, setCustomer] = useState<Load<Customer>>({ state: 'loading' });
  const [orders, setOrders] = useState<Load<Order[]>>({ state: 'loading' });
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      let me = null;
      try {
        me = await api.me();
      } catch (err) {
        if (!cancelled) setGuard(err instanceof ApiError && err.status === 0 ? 'error' : 'refused');
        if (!(err instanceof ApiError && err.status === 0)) window.setTimeout(() => router.replace('/login'), redirectDelayMs);
        return;
      }
      if (cancelled) return;
      const decision = customerGuard(me, phoneInUrl);
      if (!decision.allow) {
        setGuard('refused');
        window.setTimeout(() => router.replace('/login'), redirectDelayMs);
        return;
      }
      setGuard('ok');
    })();
    return () => {
      cancelled = true;
    };
  }, [phoneInUrl, router, redirectDelayMs, attempt]);

  // Reads only set state when they answer; the Retry buttons show 'loading' first.
  const fetchCustomer = useCallback(() => {
    if (!phoneInUrl) return;
    api.customer(phoneInUrl).then(
      (data) => setCustomer({ state: 'ok', data }),
      (err) => setCustomer({ state: 'error', message: errorText(err, 'Your details') }),
    );
  }, [phoneInUrl]);

  const fetchOrders = useCallback(() => {
    if (!phoneInUrl) return;
    api.orders(phoneInUrl).then(
      (data) => setOrders({ state: 'ok', data }),
      (err) => setOrders({ state: 'error', message: errorText(err, 'Your orders') }),
    );
  }, [phoneInUrl]);

  useEffect(() => {
    if (guard !== 'ok') return;
    fetchCustomer();
    fetchOrders();
  }, [guard, fetchCustomer, fetchOrders]);

  const loadCustomer = () => {
    setCustomer({ state: 'loading' });
    fetchCustomer();
  };
  const loadOrders = () => {
    setOrders({ state: 'loading' });
    fetchOrders();
  };

  if (guard === 'checking') return <p role="status">Loading your account…</p>;
  if (guard === 'error') return <RetryNotice message={NETWORK_MESSAGE} onRetry={() => { setGuard('checking'); setAttempt((a) => a + 1); }} />;
  if (guard === 'refused')
    return (
      <p className="notice notice-error" role="alert">
        {MESSAGES.phoneMissing}
      </p>
    );

  const phone = phoneInUrl ?? '';
  const saveAddress = async (address: Address) => {
    const savedAddress = await api.editAddress(phone, address);
    setCustomer((c) => (c.state === 'ok' ? { state: 'ok', data: { ...c.data, ...savedAddress } } : c));
    setEditing(false);
    setSaved('Address updated.');
  };

  return (
    <>
      {customer.state === 'loading' && <p role="status">Loading your details…</p>}
      {customer.state === 'error' && <RetryNotice message={customer.message} onRetry={loadCustomer} />}
      {customer.state === 'ok' && (
        <section className="card welcome" aria-labelledby="hi">
          <div>
            <h1 id="hi">Hi, {customer.data.name}</h1>
            <p className="address-line" data-testid="address-line">
              {formatAddress(customer.data)}
            </p>
            {saved && (
              <p className="notice notice-ok" role="status">
                {saved}
              </p>
            )}
          </div>
          <div className="actions">
            <Link className="btn" href={`/pilot?phone_number=${encodeURIComponent(phone)}`}>
              Personalize Your Own
            </Link>
            <button type="button" className="btn btn-outline" onClick={() => { setSaved(''); setEditing(true); }}>
              Edit Address
            </button>
          </div>
        </section>
      )}
      {editing && customer.state === 'ok' && (
        <AddressModal initial={customer.data} onSave={saveAddress} onClose={() => setEditing(false)} />
      )}
      <section className="section" aria-labelledby="orders-title">
        <h2 id="orders-title">Your orders</h2>
        {orders.state === 'loading' && <p role="status">Loading your orders…</p>}
        {orders.state === 'error' && <RetryNotice message={orders.message} onRetry={loadOrders} />}
        {orders.state === 'ok' && <OrderList orders={orders.data} />}
      </section>
    </>
  );
}
