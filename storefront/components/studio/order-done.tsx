'use client';
import { useTranslations } from 'next-intl';
/** What the studio shows once the order is placed: the order, UPI payment, the previews and the latest orders. */
import { Link } from '@/i18n/navigation';
import { PlacedSummary } from '@/components/checkout/placed-summary';
import { customerHomeHref } from '@/components/layout/nav-links';
import type { Order, PlacedOrder } from '@/lib/api/types';
import { formatRupees } from '@/lib/format';
import type { Side } from '@/lib/studio/garments';
import type { PrintFiles } from './design-editor';

interface Props {
  placed: PlacedOrder;
  previews: PrintFiles['previews'];
  myOrders: Order[] | null;
  returnPhone: string;
  onDesignAnother: () => void;
}

export function OrderDone({ placed, previews, myOrders, returnPhone, onDesignAnother }: Props) {
  const t = useTranslations('studio');
  const v = useTranslations('validation');
  return (
    <section className="studio-done" aria-labelledby="done-title">
      <PlacedSummary placed={placed} titleId="done-title" />
      {(previews.front || previews.back) && (
        <div className="previews" style={{ margin: '16px 0' }}>
          {(['front', 'back'] as Side[]).map((s) =>
            previews[s] ? (
              <figure key={s}>
                <img src={previews[s]} alt={t('previewOf', { side: s === 'front' ? t('front') : t('back') })} />
                <figcaption>{s === 'front' ? t('front') : t('back')}</figcaption>
              </figure>
            ) : null,
          )}
        </div>
      )}
      <h2>{t('yourOrders')}</h2>
      {myOrders === null ? (
        <p className="muted">{t('loadingOrders')}</p>
      ) : myOrders.length === 0 ? (
        <p>{v('noOrders')}</p>
      ) : (
        <ul className="order-mini" data-testid="my-orders">
          {myOrders.slice(0, 5).map((x) => (
            <li key={x.orderId}>
              <strong>{x.orderId}</strong>
              <span>{x.product}</span>
              <span>{x.status}</span>
              <span>{formatRupees(x.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="studio-actions">
        <Link className="btn" href={customerHomeHref(returnPhone)}>
          {t('allOrders')}
        </Link>
        <button type="button" className="btn btn-outline" onClick={onDesignAnother}>
          {t('designAnother')}
        </button>
      </div>
    </section>
  );
}
