import type { Review } from '@/lib/api/reviews';
import { formatDate } from '@/lib/format';
import { SHOP_NAME } from '@/lib/site';
import { HelpfulButton } from './helpful-button';
import { Stars } from './stars';

/** One accepted review: stars, title, who and when, "Verified purchase", the text, photos and the shop's reply. */
export function ReviewCard({ review, canVote }: { review: Review; canVote: boolean }) {
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <header className="review-head">
        <Stars value={review.rating} />
        <h3 id={`review-${review.id}`}>{review.title}</h3>
      </header>
      <p className="review-meta">
        <span>{review.author}</span>
        <span>{formatDate(review.createdAt)}</span>
        {review.size && <span>Size {review.size}</span>}
        {review.verifiedPurchase && <span className="verified">Verified purchase</span>}
        {review.edited && <span className="muted">Edited</span>}
      </p>
      <p className="review-comment">{review.comment}</p>
      {review.photos.length > 0 && (
        <ul className="review-photos" aria-label="Photos from the buyer">
          {review.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noopener">
                <img
                  src={p.url}
                  alt={`Photo ${i + 1} of ${review.author}'s ${review.product}`}
                  width={96}
                  height={Math.round((96 * p.height) / Math.max(1, p.width))}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="review-reply">
          <p className="review-reply-head">
            Reply from {SHOP_NAME} <span className="muted">· {formatDate(review.reply.repliedAt)}</span>
          </p>
          <p>{review.reply.text}</p>
        </div>
      )}
      <HelpfulButton reviewId={review.id} count={review.helpfulCount} canVote={canVote} />
    </article>
  );
}
