'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { type QuoteRequestSummary, quotesApi } from '@/lib/api/quotes';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Notice } from '@/components/ui/notice';

/** The logged-in customer's quote requests, newest first, with their quotes' links. */
export function MyQuotes() {
  const me = useSession();
  const [rows, setRows] = useState<QuoteRequestSummary[] | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    if (me?.authenticated) quotesApi.myRequests().then(setRows, (err) => setProblem(messageOr(err, 'We could not load your quotes.')));
  }, [me?.authenticated]);

  if (me && !me.authenticated)
    return (
      <Notice kind="info">
        Please <Link href="/login">log in</Link> to see your quotes.
      </Notice>
    );
  if (problem) return <Notice kind="error">{problem}</Notice>;
  if (!rows) return <p aria-busy="true">Loading…</p>;
  if (!rows.length)
    return (
      <p>
        No requests yet. <Link href="/bulk">Ask for a quote</Link>.
      </p>
    );
  return (
    <ul className="quote-list">
      {rows.map((r) => (
        <li key={r.id} className="card">
          <strong>
            {r.quantity} × {r.product}, {r.colour_name}
          </strong>
          <div className="muted">
            Request {r.reference} · asked on {formatDate(r.created_at)} · needed by {formatDate(r.needed_by)}
            {!r.date_possible && ` (the earliest we can deliver is ${formatDate(r.earliest_delivery)})`}
          </div>
          {r.quotes.length ? (
            r.quotes.map((q) => (
              <div key={q.number}>
                <Link href={`/quotes/${q.token}`}>Quote {q.number}</Link> · {q.status}
              </div>
            ))
          ) : (
            <div>We are preparing your quote.</div>
          )}
        </li>
      ))}
    </ul>
  );
}
