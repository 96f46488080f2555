'use client';
import { useTranslations } from 'next-intl';
/**
 * The Reviews tab: the average, the count and the histogram, then the accepted reviews 10 a page, newest or most
 * helpful first. The product page hands in its first page (rendered on the server, so search engines and a slow
 * phone see it at once); the design page asks for it here, for the product type and sleeve shown.
 */
import { useEffect, useRef, useState } from 'react';
import { reviewsApi } from '@/lib/api/client';
import type { ReviewPage, ReviewSort, ReviewSummary, ReviewTarget } from '@/lib/api/reviews';
import { useSession } from '@/lib/session';
import { RetryNotice } from '@/components/ui/retry-notice';
import { RatingSummary } from './rating-summary';
import { ReviewCard } from './review-card';

interface Props {
  target: ReviewTarget;
  initialSummary?: ReviewSummary | null;
  initialPage?: ReviewPage | null;
}


export function ReviewsPanel({ target, initialSummary = null, initialPage = null }: Props) {
  const t = useTranslations('reviews');
  const [summary, setSummary] = useState(initialSummary);
  const [list, setList] = useState(initialPage);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const me = useSession();
  const canVote = Boolean(me?.authenticated && !me.isStaff);
  const top = useRef<HTMLDivElement>(null);
  const key = JSON.stringify(target);
  const preloaded = useRef(initialSummary !== null && initialPage !== null);

  const load = async (nextSort: ReviewSort, page: number, withSummary: boolean) => {
    setBusy(true);
    setFailed(false);
    try {
      const [nextPage, nextSummary] = await Promise.all([
        reviewsApi.list(target, nextSort, page),
        withSummary ? reviewsApi.summary(target) : Promise.resolve(null),
      ]);
      setList(nextPage);
      if (nextSummary) setSummary(nextSummary);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    // the server's first page stands until the visitor asks for another; a new target (another sleeve) loads afresh
    if (preloaded.current) {
      preloaded.current = false;
      return;
    }
    setSort('newest');
    void load('newest', 1, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the target's identity
  }, [key]);

  const goTo = (page: number) => {
    void load(sort, page, false).then(() => top.current?.scrollIntoView({ block: 'start' }));
  };

  return (
    <div className="reviews-panel" ref={top} aria-busy={busy}>
      {summary && summary.count > 0 && <RatingSummary summary={summary} />}
      {failed && <RetryNotice message={t('loadFailed')} onRetry={() => void load(sort, list?.page ?? 1, true)} />}
      {list && list.count > 0 && (
        <>
          <div className="reviews-tools">
            <label htmlFor={`sort-${key}`}>{t('sort')}</label>
            <select
              id={`sort-${key}`}
              value={sort}
              onChange={(e) => {
                const next = e.target.value as ReviewSort;
                setSort(next);
                void load(next, 1, false);
              }}
            >
              <option value="newest">{t('newest')}</option>
              <option value="helpful">{t('helpfulFirst')}</option>
            </select>
          </div>
          <ul className="review-list" aria-label={t('list')}>
            {list.results.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} canVote={canVote} />
              </li>
            ))}
          </ul>
          {list.pages > 1 && (
            <nav className="review-pages" aria-label={t('pages')}>
              <button type="button" className="btn btn-small btn-outline" disabled={busy || list.page <= 1} onClick={() => goTo(list.page - 1)}>
                {t('previous')}
              </button>
              <span>
                Page {list.page} of {list.pages}
              </span>
              <button
                type="button"
                className="btn btn-small btn-outline"
                disabled={busy || list.page >= list.pages}
                onClick={() => goTo(list.page + 1)}
              >
                {t('next')}
              </button>
            </nav>
          )}
        </>
      )}
      {list && list.count === 0 && <p>{t('none')}</p>}
    </div>
  );
}
