'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { type QuotePage, quotesApi } from '@/lib/api/quotes';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Notice } from '@/components/ui/notice';
import { QuoteAnswer } from './quote-answer';
import { RevisionView } from './revision-view';

const STATUS: Record<QuotePage['status'], string> = {
  draft: 'We are revising this quote',
  sent: 'Waiting for your answer',
  changes: 'You asked for changes: a new version is on its way',
  accepted: 'Accepted',
};

/** The quote's page: the latest revision to accept or answer, the earlier ones below as they were. */
export function QuoteView({ token }: { token: string }) {
  const [quote, setQuote] = useState<QuotePage | null>(null);
  const [problem, setProblem] = useState('');
  const [placed, setPlaced] = useState('');
  const me = useSession();
  const ordersHref = me?.phoneNumber ? `/customerpilot?phone_number=${encodeURIComponent(me.phoneNumber)}` : '/login';

  useEffect(() => {
    quotesApi.read(token).then(setQuote, (err) => setProblem(messageOr(err, 'We could not load the quote.')));
  }, [token]);

  if (problem) return <Notice kind="error">{problem}</Notice>;
  if (!quote) return <p aria-busy="true">Loading the quote…</p>;
  const [latest, ...earlier] = quote.revisions;
  return (
    <article aria-labelledby="quote-title">
      <h1 id="quote-title">Quote {quote.number}</h1>
      <p className="muted">
        {quote.product} in {quote.colour_name} for {quote.business_name || quote.customer_name}
        {quote.business_gstin ? ` (GSTIN ${quote.business_gstin})` : ''}, needed by {formatDate(quote.needed_by)}. Deliver to {quote.ship_to}.
      </p>
      <p>
        <strong>Status:</strong> <span data-testid="quote-status">{STATUS[quote.status]}</span>
        {quote.accepted_at && ` on ${formatDateTime(quote.accepted_at)} (revision ${quote.accepted_revision})`}
      </p>
      {(placed || quote.order_id) && (
        <Notice kind="ok">
          {placed || `Your order ${quote.order_id} is placed.`} Follow it on <Link href={ordersHref}>your orders</Link>.
        </Notice>
      )}
      {latest ? (
        <>
          <RevisionView token={token} revision={latest} />
          {quote.status === 'sent' && (
            <QuoteAnswer
              token={token}
              revision={latest.number}
              expired={latest.expired}
              validUntil={latest.valid_until}
              onAccepted={(message) => {
                setPlaced(message);
                void quotesApi.read(token).then(setQuote);
              }}
              onChangesAsked={setQuote}
            />
          )}
        </>
      ) : (
        <Notice kind="info">This quote is being prepared.</Notice>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-title">
          <h2 id="earlier-title">Earlier versions</h2>
          {earlier.map((r) => (
            <details key={r.number} className="quote-revision">
              <summary>Revision {r.number}, sent {r.sent_at ? formatDate(r.sent_at) : ''}</summary>
              <RevisionView token={token} revision={r} />
            </details>
          ))}
        </section>
      )}
    </article>
  );
}
