import { useTranslations } from 'next-intl';
import type { Breakdown, PaymentMethod } from '@/lib/api/types';
import { formatRupees } from '@/lib/format';
import { codRefused, discountLabel } from '@/lib/money-words';
import { OfferLine } from '@/components/promotions/offer-line';
import './checkout.css';

/** The money rules' answer, line by line, as the server computed it; `freeShipping` is the shop's current promise. */
export function PriceBreakdown({ breakdown: b, method, freeShipping }: { breakdown: Breakdown; method: PaymentMethod; freeShipping: string }) {
  const t = useTranslations('checkout');
  const money = useTranslations('money');
  return (
    <div className="breakdown" aria-live="polite" data-testid="price-breakdown">
      <dl>
        {b.lines.map((l) => (
          <div key={`${l.catalogueItemId ?? ''}-${l.size}`} style={{ display: 'contents' }}>
            {/* the item's name as the shop keeps it, its size and count: no words of the page's own */}
            <dt lang="en">
              {l.name} · {l.size} × {l.quantity}
            </dt>
            <dd>{formatRupees(l.lineTotal)}</dd>
          </div>
        ))}
        <dt>{t('subtotal')}</dt>
        <dd>{formatRupees(b.subtotal)}</dd>
        <OfferLine breakdown={b} />
        {b.discountAmount > 0 && (
          <>
            <dt>{discountLabel(b.discountCode, money)}</dt>
            <dd>−{formatRupees(b.discountAmount)}</dd>
          </>
        )}
        {b.onlineDiscount > 0 && (
          <>
            <dt>{t('onlineDiscount')}</dt>
            <dd>−{formatRupees(b.onlineDiscount)}</dd>
          </>
        )}
        <dt>{t('shipping')}</dt>
        <dd>{b.shipping > 0 ? formatRupees(b.shipping) : t('free')}</dd>
        {b.codFee > 0 && (
          <>
            <dt>{t('codFee')}</dt>
            <dd>{formatRupees(b.codFee)}</dd>
          </>
        )}
        <dt className="total">{t('total')}</dt>
        <dd className="total" data-testid="quote-total">
          {formatRupees(b.total)}
        </dd>
      </dl>
      {method === 'cod' && !b.codAllowed && (
        <p className="field-error" role="alert" style={{ marginTop: 8 }}>
          {codRefused(b.codBelow, money)}
        </p>
      )}
      {b.shipping > 0 && freeShipping && (
        <p className="field-hint" style={{ marginTop: 8, marginBottom: 0 }}>
          {freeShipping}.
        </p>
      )}
    </div>
  );
}
