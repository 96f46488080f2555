import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Timeline } from '@/lib/api/tracking';
import type { Order } from '@/lib/api/types';
import { OrderTimeline } from '@/components/tracking/order-timeline';
import { formatDate, formatRupees } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import { itemSummary } from './order-item';
import { TeamPeople } from './team-people';

function Download({ href, label, orderId }: { href: string | null; label: string; orderId: string }) {
  const t = useTranslations('account');
  if (!href) return null;
  return (
    <a className="btn btn-small btn-outline" href={href} download aria-label={t('downloadLabel', { side: label, orderId })}>
      {label}
    </a>
  );
}

/** The customer's orders, newest first, each with the Front and Back downloads it has (bag orders have none). */
export function OrderList({ orders, timelines = {} }: { orders: Order[]; timelines?: Record<string, Timeline> }) {
  const t = useTranslations('account');
  const v = useTranslations('validation');
  const s = useTranslations('tracking.status');
  // the specification's 'Sorry No orders found.' (lib/validation.ts MESSAGES.noOrders) in the page's language
  if (orders.length === 0) return <Notice kind="info">{v('noOrders')}</Notice>;
  return (
    <ul className="orders" aria-label={t('yourOrders')}>
      {orders.map((o) => (
        <li key={o.orderId} className="order">
          {o.frontThumbnail ? (
            <img className="order-thumb" src={o.frontThumbnail} alt="" width={72} height={72} loading="lazy" />
          ) : (
            <span className="order-thumb" aria-hidden="true" style={{ background: o.colorHex ?? '#f6efe4' }} />
          )}
          <div>
            <h3>
              {t('order', { orderId: o.orderId })} <span className={`badge badge-${o.status}`}>{s.has(o.status) ? s(o.status) : o.status}</span>
            </h3>
            {o.quoteNumber && <p className="muted">{t('businessOrder', { quote: o.quoteNumber })}</p>}
            <dl>
              <div>
                <dt>{t('date')}</dt>
                <dd>{formatDate(o.date || o.createdAt)}</dd>
              </div>
              <div>
                <dt>{t('amount')}</dt>
                <dd>{formatRupees(o.amount)}</dd>
              </div>
              <div>
                <dt>{t('payment')}</dt>
                <dd>
                  <span className={`badge badge-${o.paymentStatus}`}>{t.has(`paymentStatus.${o.paymentStatus}`) ? t(`paymentStatus.${o.paymentStatus}`) : o.paymentStatus}</span>
                </dd>
              </div>
              <div>
                <dt>{t('item')}</dt>
                <dd lang="en">{itemSummary(o)}</dd>
              </div>
            </dl>
            <TeamPeople people={o.people} orderId={o.orderId} />
            <OrderTimeline timeline={timelines[o.orderId]} />
          </div>
          <div className="actions">
            {o.front || o.back ? (
              <>
                <Download href={o.front} label={t('front')} orderId={o.orderId} />
                <Download href={o.back} label={t('back')} orderId={o.orderId} />
                <Link className="btn btn-small" href={`/pilot?order=${encodeURIComponent(o.orderId)}`} aria-label={t('orderAgainLabel', { orderId: o.orderId })}>
                  {t('orderAgain')}
                </Link>
              </>
            ) : (
              // Orders placed through the bag are catalogue items: there is no design to download.
              <span className="muted">{t('catalogueItem')}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
