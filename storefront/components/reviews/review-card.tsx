import { useTranslations } from 'next-intl';
import type { Review } from '@/lib/api/reviews';
import { formatDate } from '@/lib/format';
import { SHOP_NAME } from '@/lib/site';
import { HelpfulButton } from './helpful-button';
import { Stars } from './stars';

/** One accepted review: stars, title, who and when, "Verified purchase", the text, photos and the shop's reply. */
export function ReviewCard({ review, canVote }: { review: Review; canVote: boolean }) {
  const t = useTranslations('reviews');
  return (
    <article className="review" aria-labelledby={`review-${review.id}`}>
      <header className="review-head">
        <Stars value={review.rating} />
        <h3 id={`review-${review.id}`} lang="en">
          {review.title}
        </h3>
      </header>
      <p className="review-meta">
        <span lang="en">{review.author}</span>
        <span>{formatDate(review.createdAt)}</span>
        {review.size && <span>{t('size', { size: review.size })}</span>}
        {review.verifiedPurchase && <span className="verified">{t('verified')}</span>}
        {review.edited && <span className="muted">{t('edited')}</span>}
      </p>
      <p className="review-comment" lang="en">
        {review.comment}
      </p>
      {review.photos.length > 0 && (
        <ul className="review-photos" aria-label={t('photos')}>
          {review.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url} target="_blank" rel="noopener">
                <img
                  src={p.url}
                  alt={t('photoAlt', { n: i + 1, author: review.author, product: review.product })}
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
            {t('reply', { shop: SHOP_NAME })} <span className="muted">· {formatDate(review.reply.repliedAt)}</span>
          </p>
          <p lang="en">{review.reply.text}</p>
        </div>
      )}
      <HelpfulButton reviewId={review.id} count={review.helpfulCount} canVote={canVote} />
    </article>
  );
}
