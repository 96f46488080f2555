'use client';
/**
 * The customer's delivered order lines, each with a "Write a review" form or their review and its state
 * (waiting for the team's check, published, not published and why), editable for 30 days. The lines of the order
 * the delivery e-mail named (`?order=`) are marked, and the first of them not yet reviewed opens its form.
 */
import { useState } from 'react';
import { reviewsApi } from '@/lib/api/client';
import type { MyReview, ReviewableLine, ReviewablePage } from '@/lib/api/reviews';
import { formatDate } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import { ReviewForm } from './review-form';
import { Stars } from './stars';
import './reviews.css';

const STATE: Record<MyReview['status'], string> = {
  pending: 'Sent: it will be published once our team has checked it.',
  accepted: 'Published on the product page.',
  rejected: 'Not published',
};

function ReviewState({ review }: { review: MyReview }) {
  return (
    <div className="my-review">
      <p>
        <Stars value={review.rating} /> <strong>{review.title}</strong>
      </p>
      <p className={`badge badge-review-${review.status}`} data-testid="review-state">
        {STATE[review.status]}
        {review.status === 'rejected' && review.rejectReason ? `: ${review.rejectReason}` : ''}
      </p>
      {review.canEdit && <p className="muted">You can edit it until {formatDate(review.editableUntil)}.</p>}
    </div>
  );
}

function Line({ line, open: openFirst, highlight }: { line: ReviewableLine; open: boolean; highlight: boolean }) {
  const [review, setReview] = useState(line.review);
  const [open, setOpen] = useState(openFirst);
  const [saved, setSaved] = useState(false);
  const headingId = `line-${line.lineId}`;
  return (
    <li className={`reviewable-line${highlight ? ' highlight' : ''}`} aria-labelledby={headingId}>
      <div className="reviewable-head">
        {line.image ? <img src={line.image} alt="" width={64} height={80} /> : <span className="thumb" aria-hidden="true" />}
        <div>
          <h2 id={headingId}>{line.product}</h2>
          <p className="muted">
            {[line.size && `Size ${line.size}`, `Order ${line.orderId}`, line.deliveredAt && `Delivered ${formatDate(line.deliveredAt)}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {saved && <Notice kind="ok">Thank you! Your review will be published once our team has checked it.</Notice>}
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
            <button type="button" className="btn btn-small btn-outline" onClick={() => setOpen(true)} aria-label={`Edit your review of ${line.product}`}>
              Edit review
            </button>
          )}
        </>
      ) : (
        line.canReview && (
          <button type="button" className="btn btn-small" onClick={() => setOpen(true)} aria-label={`Write a review of ${line.product}`}>
            Write a review
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

  if (lines.length === 0) return <Notice kind="info">Once an order is delivered, you can rate what you bought here.</Notice>;
  return (
    <>
      <ul className="reviewable" aria-label="Delivered items">
        {lines.map((l) => (
          <Line key={l.lineId} line={l} open={l.lineId === firstOpen} highlight={l.orderId === order} />
        ))}
      </ul>
      {failed && <Notice kind="error">More items could not be loaded. Please try again.</Notice>}
      {hasMore && (
        <button type="button" className="btn btn-outline" onClick={more} disabled={busy} style={{ marginTop: 14 }}>
          Show more
        </button>
      )}
    </>
  );
}
