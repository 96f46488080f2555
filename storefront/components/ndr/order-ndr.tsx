'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { type OrderNdr as Case, ndrApi, ndrPath } from '@/lib/api/ndr';
import { localDateTime } from '@/lib/local-format';
import { answerWords } from './ndr-words';
import './ndr.css';

/**
 * The order page's failed delivery attempt, when there is one: when, the courier's reason, and the link to choose what
 * happens next. Read in the browser with the customer's session; anyone else (or a failed read) sees nothing here.
 */
export function OrderNdr({ orderId }: { orderId: string }) {
  const t = useTranslations('tracking.ndr');
  const locale = useLocale();
  const [found, setFound] = useState<Case | null>(null);
  useEffect(() => {
    let live = true;
    ndrApi.forOrder(orderId).then(
      (c) => live && setFound(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [orderId]);

  if (!found) return null;
  const settled = found.status === 'closed';
  return (
    <section className="ndr-card" aria-labelledby="ndr-order-title" data-testid="order-ndr">
      <h2 id="ndr-order-title">{settled ? t('settledTitle') : t('title')}</h2>
      <p>
        {t('attemptOn', { attempts: found.attempts, when: localDateTime(found.attempted_at, locale) })}
        {/* the courier's reason, in the words it sent */}
        {found.reason ? (
          <>
            : <span lang="">{found.reason}</span>
          </>
        ) : null}
        {t('stop')}
      </p>
      {found.answer && <p>{answerWords({ answer: found.answer, answer_date: null, answer_address: '', answer_phone: '' }, t, locale) || null}</p>}
      {found.link && !settled && (
        <p>
          <Link className="btn" href={ndrPath(found.link)}>
            {found.answer ? t('changeAnswer') : t('chooseNext')}
          </Link>{' '}
          <span className="muted">{t('before', { when: localDateTime(found.deadline, locale) })}</span>
        </p>
      )}
    </section>
  );
}
