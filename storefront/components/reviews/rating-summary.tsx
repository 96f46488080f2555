import { useTranslations } from 'next-intl';
import type { ReviewSummary } from '@/lib/api/reviews';
import { Stars } from './stars';

/** The Reviews tab's head: the average, the count and how many reviews gave each number of stars, 5 to 1. */
export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const t = useTranslations('reviews');
  const r = useTranslations('ratings');
  const { average, count, histogram } = summary;
  return (
    <div className="rating-summary">
      <div className="rating-average">
        {average === null ? (
          <p className="muted">{t('noRatings')}</p>
        ) : (
          <>
            <p className="rating-big">
              {average.toFixed(1)}
              <span className="visually-hidden">{t('outOf')}</span>
            </p>
            <Stars value={average} size="lg" />
          </>
        )}
        <p className="muted" data-testid="review-count">
          {r('count', { count })}
        </p>
      </div>
      <ul className="histogram" aria-label={t('byStars')} data-testid="histogram">
        {histogram.map((row) => {
          const share = count ? Math.round((row.count / count) * 100) : 0;
          return (
            <li key={row.stars}>
              <span className="histogram-label">{t('stars', { count: row.stars })}</span>
              <span className="histogram-bar" aria-hidden="true">
                <span style={{ width: `${share}%` }} />
              </span>
              <span className="histogram-count">
                {row.count}
                <span className="visually-hidden">{t('countWord', { count: row.count })}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
