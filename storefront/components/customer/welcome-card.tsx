'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useAnswerText } from '@/i18n/error-text';
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
  const t = useTranslations('account');
  const answerText = useAnswerText();

  const saveAddress = async (address: Address) => {
    const savedAddress = await api.editAddress(phone, address);
    setCustomer((c) => ({ ...c, ...savedAddress }));
    setEditing(false);
    setSaved(answerText('Address updated.'));
  };

  return (
    <>
      <section className="card welcome" aria-labelledby="hi">
        <div>
          <h1 id="hi">{t.rich('hi', { name: () => <span lang="en">{customer.name}</span> })}</h1>
          <p className="address-line" data-testid="address-line" lang="en">
            {formatAddress(customer)}
          </p>
          {saved && <Notice kind="ok">{saved}</Notice>}
        </div>
        <div className="actions">
          <Link className="btn" href={`/pilot?phone_number=${encodeURIComponent(phone)}`}>
            {t('personalize')}
          </Link>
          <Link className="btn btn-outline" href="/customerpilot/quotes">
            {t('myQuotes')}
          </Link>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              setSaved('');
              setEditing(true);
            }}
          >
            {t('editAddress')}
          </button>
        </div>
      </section>
      {editing && <AddressModal initial={customer} onSave={saveAddress} onClose={() => setEditing(false)} />}
    </>
  );
}
