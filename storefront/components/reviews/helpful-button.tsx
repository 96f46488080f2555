'use client';
import { useTranslations } from 'next-intl';

import { useState } from 'react';
import { reviewsApi } from '@/lib/api/client';
import { messageOr } from '@/lib/api/errors';


/** "Helpful": one vote per logged-in customer (the server ignores a second); visitors see only the count. */
export function HelpfulButton({ reviewId, count, canVote }: { reviewId: number; count: number; canVote: boolean }) {
  const t = useTranslations('reviews');
  const [helpful, setHelpful] = useState(count);
  const [voted, setVoted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const vote = async () => {
    setBusy(true);
    setError('');
    try {
      const answer = await reviewsApi.helpful(reviewId);
      setHelpful(answer.helpfulCount);
      setVoted(answer.voted);
    } catch (e) {
      setError(messageOr(e, t('voteFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="helpful">
      {helpful > 0 && <span className="muted">{t('found', { count: helpful })}</span>}
      {canVote &&
        (voted ? (
          <span className="muted" role="status">
            {t('thanks')}
          </span>
        ) : (
          <button type="button" className="btn btn-small btn-outline" onClick={vote} disabled={busy}>
            {t('helpful')}
          </button>
        ))}
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
