import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DesignPage } from '@/components/studio/design-page';
import { attempt, getBrands, getStudioCatalogue } from '@/lib/api/server';
import type { Brand, ProductType } from '@/lib/api/types';
import { phoneParam } from '@/lib/guard';
import { pageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ slug: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

/** What /help/{slug} is about: a product type (/help/tshirts, /help/mugs...) or a brand (/help/{brand-slug}). */
async function subjectOf(slug: string): Promise<{ product?: ProductType; brand?: Brand }> {
  const catalogue = await attempt(getStudioCatalogue);
  const product = catalogue.ok ? catalogue.data.products.find((p) => p.slug === slug) : undefined;
  if (product) return { product };
  const brands = await attempt(getBrands);
  return { brand: brands.ok ? brands.data.find((b) => b.slug === slug) : undefined };
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

export default async function HelpSlugPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { slug } = await params;
  const phone = phoneParam(await searchParams);
  const catalogue = await attempt(getStudioCatalogue);
  const { product, brand } = await subjectOf(slug);
  if (product) {
    return <DesignPage catalogue={catalogue} heading={`Design your ${product.name}`} product={product.slug} phone={phone} />;
  }
  // a slug that is neither is not found, unless the shop could not say (then the page offers a retry)
  if (!brand && catalogue.ok) notFound();
  const heading = brand ? `${brand.name} merchandise` : 'Design Yourself';
  const intro = brand ? brand.tagline || `Design your own ${brand.name} merchandise.` : undefined;
  return <DesignPage catalogue={catalogue} heading={heading} intro={intro} phone={phone} />;
}
