import { getTranslations } from 'next-intl/server';
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
export async function generateMetadata({ params }: LocaleProps) {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'product' });
  return pageMetadata({ title: t('allProducts'), description: t('allProductsDescription'), path: '/brevity', locale });
}

export default async function AllProductsPage({ params }: LocaleProps) {
  const locale = await setPageLocale(params);
  const [items, rules, t] = await Promise.all([getItems(locale), getMoneyRules(), getTranslations('product')]);
  const { promo } = moneyWords(rules, await getTranslations('money'));
  return (
    <div className="container page">
      <h1>{t('allProducts')}</h1>
      <p className="muted">
        {t('allProductsIntro')} {promo}
      </p>
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
