import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DesignPage } from '@/components/studio/design-page';
import { getBrands, getPriceTables, getStudioCatalogue } from '@/lib/api/server';
import type { Brand, ProductType } from '@/lib/api/types';
import { pageMetadata } from '@/lib/seo/metadata';
import { setPageLocale } from '@/i18n/page';

type Params = Promise<{ slug: string }>;

/**
 * Each variant is made on its first visit and kept in Next's cache (tags catalogue, brands...); the query
 * (?phone_number=) is read by the studio in the browser. A failed read throws, so no failure is kept (app/error.tsx).
 */
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

/** What /help/{slug} is about: a product type (/help/tshirts, /help/mugs...) or a brand (/help/{brand-slug}). */
async function subjectOf(slug: string): Promise<{ product?: ProductType; brand?: Brand }> {
  const product = (await getStudioCatalogue()).products.find((p) => p.slug === slug);
  if (product) return { product };
  return { brand: (await getBrands()).find((b) => b.slug === slug) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const { product, brand } = await subjectOf(slug);
  const path = `/help/${slug}`;
  if (product) {
    const about = product.description || `Upload your artwork or add text and we print your ${product.name} in India.`;
    return pageMetadata({ title: `Design your ${product.name}`, description: `Design your own ${product.name}. ${about}`, path });
  }
  if (brand) {
    return pageMetadata({ title: `${brand.name} merchandise`, description: brand.tagline || `Design your own ${brand.name} merchandise.`, path });
  }
  return { title: 'Design Yourself' };
}

export default async function HelpSlugPage({ params }: { params: Params }) {
  await setPageLocale(params);
  const { slug } = await params;
  const catalogue = { ok: true as const, data: await getStudioCatalogue() };
  const { product, brand } = await subjectOf(slug);
  if (product) {
    const bulk = (await getPriceTables()).find((t) => t.productType === product.slug);
    return <DesignPage catalogue={catalogue} heading={`Design your ${product.name}`} product={product.slug} bulk={bulk} />;
  }
  if (!brand) notFound();
  return (
    <DesignPage catalogue={catalogue} heading={`${brand.name} merchandise`} intro={brand.tagline || `Design your own ${brand.name} merchandise.`} />
  );
}
