import { getItems, getMoneyRules } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProductCard } from '@/components/catalogue/product-card';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

/**
 * Kept in Next's cache; Django's revalidation call (tag catalogue) refreshes it. A failed read throws: Next keeps the
 * last good page, or shows app/error.tsx when it has none, and never keeps the failure.
 */
export const revalidate = 3600;
export const metadata = pageMetadata({
  title: 'All Products',
  description: 'Ready-made Rangrez designs: Renaissance-inspired tees, tank tops and crop tops, printed in India.',
  path: '/brevity',
});

export default async function AllProductsPage({ params }: LocaleProps) {
  await setPageLocale(params);
  const [items, rules] = await Promise.all([getItems(), getMoneyRules()]);
  const { promo } = moneyWords(rules);
  return (
    <div className="container page">
      <h1>All Products</h1>
      <p className="muted">Ready-made designs from the Rangrez studio. {promo}</p>
      <ul className="product-grid">
        {items.map((item, i) => (
          <li key={item.id}>
            <ProductCard item={item} priority={i < 4} />
          </li>
        ))}
      </ul>
    </div>
  );
}
