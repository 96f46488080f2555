'use client';

import Link from 'next/link';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { Address, Customer } from '@/lib/api/types';
import { formatAddress } from '@/lib/format';
import { AddressModal } from './address-modal';
import { Notice } from '@/components/ui/notice';

/** 'Hi, {name}', the address line, Personalize Your Own, My quotes (business quotes) and Edit Address (the modal replaces the line on success). */
export function WelcomeCard({ initial, phone }: { initial: Customer; phone: string }) {
  const [customer, setCustomer] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState('');

  const saveAddress = async (address: Address) => {
    const savedAddress = await api.editAddress(phone, address);
    setCustomer((c) => ({ ...c, ...savedAddress }));
    setEditing(false);
    setSaved('Address updated.');
  };

  return (
    <>
      <section className="card welcome" aria-labelledby="hi">
        <div>
          <h1 id="hi">Hi, {customer.name}</h1>
          <p className="address-line" data-testid="address-line">
            {formatAddress(customer)}
          </p>
          {saved && <Notice kind="ok">{saved}</Notice>}
        </div>
        <div className="actions">
          <Link className="btn" href={`/pilot?phone_number=${encodeURIComponent(phone)}`}>
            Personalize Your Own
          </Link>
          <Link className="btn btn-outline" href="/customerpilot/quotes">
            My quotes
          </Link>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setSaved('');
              setEditing(true);
            }}
          >
            Edit Address
          </button>
        </div>
      </section>
      {editing && <AddressModal initial={customer} onSave={saveAddress} onClose={() => setEditing(false)} />}
    </>
  );
}
