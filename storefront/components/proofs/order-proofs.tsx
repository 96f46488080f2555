'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { type Result, attempt } from '@/lib/api/errors';
import { type OrderProofs as Proofs, proofsApi } from '@/lib/api/proofs';
import { Notice } from '@/components/ui/notice';
import { RetryNotice } from '@/components/ui/retry-notice';
import { DesignProof } from './design-proof';
import './proofs.css';

/**
 * An order's proofs for its customer: each design's newest proof (a picture, or a link to open a PDF) to approve or
 * to ask changes of, and the earlier revisions with what was decided. Read in the browser with the customer's session;
 * the order page shows it and the quote page embeds it, by order id. Another customer or a visitor sees nothing of it.
 */
export function OrderProofs({ orderId, hideWhenNone = false }: { orderId: string; hideWhenNone?: boolean }) {
  const t = useTranslations('tracking.proofs');
  const [loaded, setLoaded] = useState<Result<Proofs> | null>(null);
  const [tries, setTries] = useState(0);
  const reload = useCallback(() => setTries((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    void attempt(() => proofsApi.get(orderId)).then((result) => {
      if (live) setLoaded(result);
    });
    return () => {
      live = false;
    };
  }, [orderId, tries]);

  if (!loaded) return <p aria-busy="true">{t('loading')}</p>;
  if (!loaded.ok) {
    if (loaded.status === 401) return <p>{t.rich('logIn', { login: (chunks) => <Link href="/login">{chunks}</Link> })}</p>;
    if (loaded.status === 403 || loaded.status === 404) return <Notice kind="error">{t('notFound', { id: orderId })}</Notice>;
    return <RetryNotice message={loaded.status === 0 ? loaded.message : t('loadFailed')} onRetry={reload} />;
  }
  const proofs = loaded.data;
  if (proofs.designs.length === 0) {
    if (hideWhenNone && !proofs.required) return null;
    return (
      <Notice kind="info">
        {proofs.required ? t('preparing') : t('none')}
      </Notice>
    );
  }
  return (
    <section className="proofs" aria-labelledby={`proofs-${orderId}`}>
      <h2 id={`proofs-${orderId}`}>{t('heading')}</h2>
      {proofs.approved ? <Notice kind="ok">{t('approvedAll')}</Notice> : <p className="muted">{t('printAfter')}</p>}
      {proofs.designs.map((group) => (
        <DesignProof key={group.design} orderId={orderId} design={group.design} revisions={group.revisions} onDecided={reload} />
      ))}
    </section>
  );
}
