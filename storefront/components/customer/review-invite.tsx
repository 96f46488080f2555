import Link from 'next/link';
import type { ReviewableLine } from '@/lib/api/reviews';

/** The customer home's invitation to rate delivered items not yet reviewed (nothing when there are none). */
export function ReviewInvite({ lines }: { lines: ReviewableLine[] }) {
  const waiting = lines.filter((l) => l.canReview && !l.review);
  if (waiting.length === 0) return null;
  const names = [...new Set(waiting.map((l) => l.product))].slice(0, 3).join(', ');
  const first = waiting[0]!;
  return (
    <section className="card review-invite" aria-labelledby="rate-title" style={{ marginTop: 20 }}>
      <h2 id="rate-title">Rate your order</h2>
      <p>
        {waiting.length === 1 ? 'Your delivered item is' : `${waiting.length} delivered items are`} waiting for your review: {names}
        {waiting.length > 3 ? '…' : '.'} Your stars and photos help other buyers choose.
      </p>
      <Link className="btn" href={`/customerpilot/reviews?order=${encodeURIComponent(first.orderId)}`}>
        Write a review
      </Link>
    </section>
  );
}
