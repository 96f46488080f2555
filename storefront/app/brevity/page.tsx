import { attempt, getItems, getMoneyRules } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { pageMetadata } from '@/lib/seo/metadata';
import { ProductCard } from '@/components/catalogue/product-card';
import { RetryNotice } from '@/components/ui/retry-notice';

export const dynamic = 'force-dynamic';
export const metadata = pageMetadata({
  title: 'All Products',
  description: 'Ready-made Rangrez designs: Renaissance-inspired tees, tank tops and crop tops, printed in India.',
  path: '/brevity',
});

export default async function AllProductsPage() {
  const [result, rules] = await Promise.all([attempt(getItems), getMoneyRules()]);
  const { promo } = moneyWords(rules);
  return (
    <div className="container page">
      <h1>All Products</h1>
      <p className="muted">Ready-made designs from the Rangrez studio. {promo}</p>
      {result.ok ? (
        <ul className="product-grid">
          {result.data.map((item, i) => (
            <li key={item.id}>
              <ProductCard item={item} priority={i < 4} />
            </li>
          ))}
        </ul>
      ) : (
        <RetryNotice message="The products could not be loaded." />
      )}
    </div>
  );
}
