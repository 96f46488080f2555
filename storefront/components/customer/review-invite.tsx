import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ReviewableLine } from '@/lib/api/reviews';

/** The customer home's invitation to rate delivered items not yet reviewed (nothing when there are none). */
export function ReviewInvite({ lines }: { lines: ReviewableLine[] }) {
  const t = useTranslations('account');
  const waiting = lines.filter((l) => l.canReview && !l.review);
  if (waiting.length === 0) return null;
  const names = [...new Set(waiting.map((l) => l.product))].slice(0, 3).join(', ');
  const first = waiting[0]!;
  return (
    <section className="card review-invite" aria-labelledby="rate-title" style={{ marginTop: 20 }}>
      <h2 id="rate-title">{t('rateTitle')}</h2>
      <p>
        {t('rateWaiting', { count: waiting.length })} <span lang="en">{names}</span>
        {waiting.length > 3 ? '…' : '.'} {t('rateHelp')}
      </p>
      <Link className="btn" href={`/customerpilot/reviews?order=${encodeURIComponent(first.orderId)}`}>
        {t('writeReview')}
      </Link>
    </section>
  );
}
