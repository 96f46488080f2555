import { useTranslations } from 'next-intl';
/** A rating as five stars (drawn, not read aloud) and one phrase for screen readers: "Rated 4.5 out of 5". */
export function ratingLabel(value: number): string {
  return `Rated ${Number.isInteger(value) ? value : value.toFixed(1)} out of 5`;
}

export function Stars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const t = useTranslations('ratings');
  const percent = Math.max(0, Math.min(5, value)) * 20;
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={t('rated', { value: Number.isInteger(value) ? value : value.toFixed(1) })}>
      <span className="stars-fill" style={{ width: `${percent}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}

/** "4.5 ★ (12 reviews)" for cards and the product heading; nothing when there are no reviews. */
export function RatingLine({ average, count, href }: { average: number | null; count: number; href?: string }) {
  const t = useTranslations('ratings');
  if (average === null || count === 0) return null;
  const words = t('count', { count });
  const body = (
    <>
      <Stars value={average} size="sm" />
      <span className="rating-number" aria-hidden="true">
        {average.toFixed(1)}
      </span>
      <span className="rating-count">({words})</span>
    </>
  );
  return href ? (
    <a className="rating-line" href={href}>
      {body}
    </a>
  ) : (
    <span className="rating-line">{body}</span>
  );
}
