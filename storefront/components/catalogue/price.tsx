import { useTranslations } from 'next-intl';
import { formatRupees } from '@/lib/format';

/** Price, struck-through old price and the fixed '(-50%)' of the specification. */
export function Price({ price, oldPrice, showDiscount = true }: { price: number; oldPrice?: number; showDiscount?: boolean }) {
  const t = useTranslations('product');
  return (
    <p className="price-row">
      <span className="price">{formatRupees(price)}</span>
      {oldPrice ? (
        <s className="old-price">
          <span className="visually-hidden">{t('was')}</span>
          {formatRupees(oldPrice)}
        </s>
      ) : null}
      {showDiscount && <span className="discount">(-50%)</span>}
    </p>
  );
}
