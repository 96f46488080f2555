'use client';
/**
 * The customer's delivered order lines, each with a "Write a review" form or their review and its state
 * (waiting for the team's check, published, not published and why), editable for 30 days. The lines of the order
 * the delivery e-mail named (`?order=`) are marked, and the first of them not yet reviewed opens its form.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { reviewsApi } from '@/lib/api/client';
import type { MyReview, ReviewableLine, ReviewablePage } from '@/lib/api/reviews';
import { formatDate } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

function ReviewState({ review }: { review: MyReview }) {
  const t = useTranslations('myReviews');
  return (
    <div className="my-review">
      <p>
        <Stars value={review.rating} /> <strong lang="en">{review.title}</strong>
      </p>
      <p className={`badge badge-review-${review.status}`} data-testid="review-state">
        {t(`state.${review.status}`)}
        {review.status === 'rejected' && review.rejectReason ? <span lang="en">{`: ${review.rejectReason}`}</span> : ''}
      </p>
      {review.canEdit && <p className="muted">{t('editUntil', { date: formatDate(review.editableUntil) })}</p>}
    </div>
  );
}

function Line({ line, open: openFirst, highlight }: { line: ReviewableLine; open: boolean; highlight: boolean }) {
  const [review, setReview] = useState(line.review);
  const [open, setOpen] = useState(openFirst);
  const [saved, setSaved] = useState(false);
  const headingId = `line-${line.lineId}`;
  const t = useTranslations('myReviews');
  return (
    <li className={`reviewable-line${highlight ? ' highlight' : ''}`} aria-labelledby={headingId}>
      <div className="reviewable-head">
        {line.image ? <img src={line.image} alt="" width={64} height={80} /> : <span className="thumb" aria-hidden="true" />}
        <div>
          <h2 id={headingId} lang="en">
            {line.product}
          </h2>
          <p className="muted">
            {[line.size && t('size', { size: line.size }), t('order', { orderId: line.orderId }), line.deliveredAt && t('delivered', { date: formatDate(line.deliveredAt) })]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {saved && <Notice kind="ok">{t('thanks')}</Notice>}
      {open ? (
        <ReviewForm
          lineId={line.lineId}
          product={line.product}
          review={review}
          onSaved={(r) => {
            setReview(r);
            setOpen(false);
            setSaved(true);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : review ? (
        <>
          <ReviewState review={review} />
          {review.canEdit && (
            <button type="button" className="btn btn-small btn-outline" onClick={() => setOpen(true)} aria-label={t('editLabel', { product: line.product })}>
              {t('edit')}
            </button>
          )}
        </>
      ) : (
        line.canReview && (
          <button type="button" className="btn btn-small" onClick={() => setOpen(true)} aria-label={t('writeLabel', { product: line.product })}>
            {t('write')}
          </button>
        )
      )}
    </li>
  );
}

export function ReviewableList({ initial, order }: { initial: ReviewablePage; order: string | null }) {
  const [lines, setLines] = useState(initial.results);
  const [page, setPage] = useState(initial.page);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const t = useTranslations('myReviews');
  const firstOpen = lines.find((l) => l.orderId === order && l.canReview && !l.review)?.lineId;

  const more = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const next = await reviewsApi.reviewable(page + 1);
      setLines((l) => [...l, ...next.results]);
      setPage(next.page);
      setHasMore(next.hasMore);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (lines.length === 0) return <Notice kind="info">{t('empty')}</Notice>;
  return (
    <>
      <ul className="reviewable" aria-label={t('deliveredItems')}>
        {lines.map((l) => (
          <Line key={l.lineId} line={l} open={l.lineId === firstOpen} highlight={l.orderId === order} />
        ))}
      </ul>
      {failed && <Notice kind="error">{t('moreFailed')}</Notice>}
      {hasMore && (
        <button type="button" className="btn btn-outline" onClick={more} disabled={busy} style={{ marginTop: 14 }}>
          {t('showMore')}
        </button>
      )}
    </>
  );
}
