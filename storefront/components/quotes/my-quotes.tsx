'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useMessageOr } from '@/i18n/error-text';
import { type QuoteRequestSummary, quotesApi } from '@/lib/api/quotes';
import { formatDate } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Notice } from '@/components/ui/notice';

/** The logged-in customer's quote requests, newest first, with their quotes' links. */
export function MyQuotes() {
  const me = useSession();
  const [rows, setRows] = useState<QuoteRequestSummary[] | null>(null);
  const [problem, setProblem] = useState('');
  const t = useTranslations('quotesPages');
  const messageOr = useMessageOr();
  const loadFailed = t('loadFailed');

  useEffect(() => {
    if (me?.authenticated) quotesApi.myRequests().then(setRows, (err) => setProblem(messageOr(err, loadFailed)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words' function is new each render; the words are not
  }, [me?.authenticated, loadFailed]);

  if (me && !me.authenticated)
    return (
      <Notice kind="info">
        {t.rich('logIn', { login: (words) => <Link href="/login">{words}</Link> })}
      </Notice>
    );
  if (problem) return <Notice kind="error">{problem}</Notice>;
  if (!rows) return <p aria-busy="true">{t('loading')}</p>;
  if (!rows.length)
    return (
      <p>
        {t.rich('none', { ask: (words) => <Link href="/bulk">{words}</Link> })}
      </p>
    );
  return (
    <ul className="quote-list">
      {rows.map((r) => (
        <li key={r.id} className="card">
          <strong>
            {r.quantity} ×{' '}
            <span lang="en">
              {r.product}, {r.colour_name}
            </span>
          </strong>
          <div className="muted">
            {t('requestLine', { reference: r.reference, asked: formatDate(r.created_at), needed: formatDate(r.needed_by) })}
            {!r.date_possible && ` ${t('earliest', { date: formatDate(r.earliest_delivery) })}`}
          </div>
          {r.quotes.length ? (
            r.quotes.map((q) => (
              <div key={q.number}>
                <Link href={`/quotes/${q.token}`}>{t('quote', { number: q.number })}</Link> · {t.has(`status.${q.status}`) ? t(`status.${q.status}`) : q.status}
              </div>
            ))
          ) : (
            <div>{t('preparing')}</div>
          )}
        </li>
      ))}
    </ul>
  );
}
