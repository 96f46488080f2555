'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useAnswerText, useMessageOr } from '@/i18n/error-text';
import { type QuotePage, quotesApi } from '@/lib/api/quotes';
import { formatDate, formatDateTime } from '@/lib/format';
import { useSession } from '@/lib/session';
import { Notice } from '@/components/ui/notice';
import { QuoteAnswer } from './quote-answer';
import { RevisionView } from './revision-view';

/** The quote's page: the latest revision to accept or answer, the earlier ones below as they were. */
export function QuoteView({ token }: { token: string }) {
  const [quote, setQuote] = useState<QuotePage | null>(null);
  const [problem, setProblem] = useState('');
  const [placed, setPlaced] = useState('');
  const me = useSession();
  const t = useTranslations('quotesPages');
  const messageOr = useMessageOr();
  const answerText = useAnswerText();
  const loadFailed = t('loadOneFailed');
  const ordersHref = me?.phoneNumber ? `/customerpilot?phone_number=${encodeURIComponent(me.phoneNumber)}` : '/login';

  useEffect(() => {
    quotesApi.read(token).then(setQuote, (err) => setProblem(messageOr(err, loadFailed)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words' function is new each render; the words are not
  }, [token, loadFailed]);

  if (problem) return <Notice kind="error">{problem}</Notice>;
  if (!quote) return <p aria-busy="true">{t('loadingOne')}</p>;
  const [latest, ...earlier] = quote.revisions;
  return (
    <article aria-labelledby="quote-title">
      <h1 id="quote-title">{t('quote', { number: quote.number })}</h1>
      <p className="muted">
        {t.rich('summary', {
          product: () => <span lang="en">{quote.product}</span>,
          colour: () => <span lang="en">{quote.colour_name}</span>,
          buyer: () => <span lang="en">{quote.business_name || quote.customer_name}</span>,
          gstin: () => (quote.business_gstin ? <span lang="en">{` (GSTIN ${quote.business_gstin})`}</span> : null),
          needed: formatDate(quote.needed_by),
          shipTo: () => <span lang="en">{quote.ship_to}</span>,
        })}
      </p>
      <p>
        <strong>{t('statusLabel')}</strong> <span data-testid="quote-status">{t(`statusLong.${quote.status}`)}</span>
        {quote.accepted_at && ` ${t('acceptedOn', { at: formatDateTime(quote.accepted_at), revision: quote.accepted_revision ?? '' })}`}
      </p>
      {(placed || quote.order_id) && (
        <Notice kind="ok">
          {placed ? answerText(placed) : t('orderPlaced', { orderId: quote.order_id ?? '' })}{' '}
          {t.rich('followOrders', { orders: (words) => <Link href={ordersHref}>{words}</Link> })}
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
        <Notice kind="info">{t('beingPrepared')}</Notice>
      )}
      {earlier.length > 0 && (
        <section aria-labelledby="earlier-title">
          <h2 id="earlier-title">{t('earlier')}</h2>
          {earlier.map((r) => (
            <details key={r.number} className="quote-revision">
              <summary>{t('revisionSent', { number: r.number, date: r.sent_at ? formatDate(r.sent_at) : '' })}</summary>
              <RevisionView token={token} revision={r} />
            </details>
          ))}
        </section>
      )}
    </article>
  );
}
