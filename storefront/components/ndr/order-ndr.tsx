'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { type OrderNdr as Case, ndrApi, ndrPath } from '@/lib/api/ndr';
import { formatDateTime } from '@/lib/format';
import { answerWords } from './ndr-words';
import './ndr.css';

/**
 * The order page's failed delivery attempt, when there is one: when, the courier's reason, and the link to choose what
 * happens next. Read in the browser with the customer's session; anyone else (or a failed read) sees nothing here.
 */
export function OrderNdr({ orderId }: { orderId: string }) {
  const [found, setFound] = useState<Case | null>(null);
  useEffect(() => {
    let live = true;
    ndrApi.forOrder(orderId).then(
      (c) => live && setFound(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  if (!found) return null;
  const settled = found.status === 'closed';
  return (
    <section className="ndr-card" aria-labelledby="ndr-order-title" data-testid="order-ndr">
      <h2 id="ndr-order-title">{settled ? 'An earlier delivery attempt failed' : 'We could not deliver your order'}</h2>
      <p>
        Attempt {found.attempts} on {formatDateTime(found.attempted_at)}
        {found.reason ? `: ${found.reason}` : ''}.
      </p>
      {found.answer && <p>{answerWords({ answer: found.answer, answer_date: null, answer_address: '', answer_phone: '' }) || null}</p>}
      {found.link && !settled && (
        <p>
          <Link className="btn" href={ndrPath(found.link)}>
            {found.answer ? 'Change your answer' : 'Choose what happens next'}
          </Link>{' '}
          <span className="muted">before {formatDateTime(found.deadline)}</span>
        </p>
      )}
    </section>
  );
}
