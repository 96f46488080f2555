import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DesignPage } from '@/components/studio/design-page';
import { getBrands, getPriceTables, getStudioCatalogue } from '@/lib/api/server';
import type { Brand, ProductType } from '@/lib/api/types';
import { pageMetadata } from '@/lib/seo/metadata';
import { setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

type Params = Promise<{ slug: string; locale: string }>;

/**
 * Each variant is made on its first visit and kept in Next's cache (tags catalogue, brands...); the query
 * (?phone_number=) is read by the studio in the browser. A failed read throws, so no failure is kept (app/error.tsx).
 */
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

/** What /help/{slug} is about: a product type (/help/tshirts, /help/mugs...) or a brand (/help/{brand-slug}). */
async function subjectOf(slug: string, locale: string): Promise<{ product?: ProductType; brand?: Brand }> {
  const product = (await getStudioCatalogue(locale)).products.find((p) => p.slug === slug);
  if (product) return { product };
  return { brand: (await getBrands(locale)).find((b) => b.slug === slug) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug, locale } = await params;
  const { product, brand } = await subjectOf(slug, locale);
  const t = await getTranslations({ locale, namespace: 'designPage' });
  const path = `/help/${slug}`;
  if (product) {
    const title = t('designYourTitle', { product: product.name });
    return pageMetadata({ title, description: product.description || t('describeOwn', { name: product.name }), path, locale });
  }
  if (brand) {
    const title = t('brandMerchTitle', { brand: brand.name });
    return pageMetadata({ title, description: brand.tagline || t('brandOwn', { brand: brand.name }), path, locale });
  }
  return { title: t('title') };
}

async function HelpSlugPage({ params }: { params: Params }) {
  const locale = await setPageLocale(params);
  const { slug } = await params;
  const t = await getTranslations('designPage');
  const catalogue = { ok: true as const, data: await getStudioCatalogue(locale) };
  const { product, brand } = await subjectOf(slug, locale);
  if (product) {
    const bulk = (await getPriceTables()).find((t) => t.productType === product.slug);
    return <DesignPage catalogue={catalogue} heading={t('designYourTitle', { product: product.name })} product={product.slug} bulk={bulk} />;
  }
  if (!brand) notFound();
  return (
    <DesignPage catalogue={catalogue} heading={t('brandMerchTitle', { brand: brand.name })} intro={brand.tagline || t('brandOwn', { brand: brand.name })} />
  );
}

export default withClientMessages(['business', 'checkout', 'clientChecks', 'delivery', 'designPage', 'editor', 'money', 'payNow', 'ratings', 'reviews', 'serverAnswers', 'serverErrors', 'studio', 'studioShare', 'studioShelf', 'studioStyle', 'team', 'validation'], HelpSlugPage);
