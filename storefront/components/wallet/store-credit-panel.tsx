'use client';
/** "My account": the customer's store credit and its history (refunds kept as credit, the shop's grants, what orders spent). */
import { Link } from '@/i18n/navigation';
import { useEffect, useState } from 'react';
import { type CreditMove, walletApi } from '@/lib/api/wallet';
import { formatDate, formatRupees } from '@/lib/format';
import './wallet.css';

export function StoreCreditPanel() {
  const [balance, setBalance] = useState<number | null>(null);
  const [moves, setMoves] = useState<CreditMove[]>([]);
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
      <h2 id="credit-title">Store credit and gift cards</h2>
      <p data-testid="store-credit">Your store credit: {balance === null ? '…' : formatRupees(balance)}. Tick it in your bag to spend it.</p>
      {moves.length > 0 && (
        <ul className="credit-history" aria-label="Store credit history">
          {moves.map((m) => (
            <li key={m.id}>
              <span>
                {formatDate(m.created_at)} · {m.label}
                {m.reason && ` · ${m.reason}`}
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
        <Link href="/gift-cards">Buy a gift card</Link>
      </p>
    </section>
  );
}
