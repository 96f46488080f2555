import { useLocale } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { textLang } from '@/i18n/languages';
import type { CatalogueItem } from '@/lib/api/types';
import { formatRupees } from '@/lib/format';
import { RatingLine } from '@/components/reviews/stars';

export function ProductCard({ item, priority = false }: { item: CatalogueItem; priority?: boolean }) {
  const locale = useLocale();
  return (
    <Link href={`/brevity/${item.id}`} className="product-card">
      <img
        src={item.images[0]}
        alt=""
        width={400}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
      <div className="info">
        <h2 lang={textLang(item.name, locale)}>{item.name}</h2>
        <RatingLine average={item.rating.average} count={item.rating.count} />
        <p className="price-row" style={{ margin: 0 }}>
          <span className="price">{formatRupees(item.price)}</span>
          {item.oldPrice > 0 && <s className="old-price">{formatRupees(item.oldPrice)}</s>}
        </p>
      </div>
    </Link>
  );
}
