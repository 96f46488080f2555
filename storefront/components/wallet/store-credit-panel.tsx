'use client';
/** "My account": the customer's store credit and its history (refunds kept as credit, the shop's grants, what orders spent). */
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { useEffect, useState } from 'react';
import { type CreditMove, walletApi } from '@/lib/api/wallet';
import { formatDate, formatRupees } from '@/lib/format';
import './wallet.css';

export function StoreCreditPanel() {
  const [balance, setBalance] = useState<number | null>(null);
  const [moves, setMoves] = useState<CreditMove[]>([]);
  const t = useTranslations('account');
  useEffect(() => {
    Promise.all([walletApi.read(), walletApi.credit()])
      .then(([w, m]) => {
        setBalance(Number(w.store_credit));
        setMoves(m);
      })
      .catch(() => setBalance(null));
  }, []);
  return (
    <section className="section" aria-labelledby="credit-title">
      <h2 id="credit-title">{t('creditTitle')}</h2>
      <p data-testid="store-credit">{t('creditLine', { balance: balance === null ? '…' : formatRupees(balance) })}</p>
      {moves.length > 0 && (
        <ul className="credit-history" aria-label={t('creditHistory')}>
          {moves.map((m) => (
            <li key={m.id}>
              <span>
                {formatDate(m.created_at)} · <span lang="en">{m.label}</span>
                {m.reason && <span lang="en">{` · ${m.reason}`}</span>}
              </span>
              <strong>
                {Number(m.amount) > 0 ? '+' : '−'}
                {formatRupees(Math.abs(Number(m.amount)))}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/gift-cards">{t('buyGiftCard')}</Link>
      </p>
    </section>
  );
}
