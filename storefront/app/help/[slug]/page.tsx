import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DesignPage } from '@/components/studio/design-page';
import { getBrands } from '@/lib/api/server';
import type { Brand } from '@/lib/api/types';
import { getStudioCatalogue } from '@/lib/studio/server';

type Params = Promise<{ slug: string }>;
type Search = Promise<Record<string, string | string[] | undefined>>;

async function brandFor(slug: string): Promise<Brand | undefined> {
  try {
    return (await getBrands()).find((b) => b.slug === slug);
  } catch {
    return undefined;
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const catalogue = await getStudioCatalogue();
  const product = catalogue?.products.find((p) => p.slug === slug);
  if (product) return { title: `Design your ${product.name}` };
  const brand = await brandFor(slug);
  return { title: brand ? `${brand.name} merchandise` : 'Design Yourself' };
}

/** /help/tshirts, /help/mugs, /help/stickers (any product slug) and /help/{brand-slug}. */
export default async function HelpSlugPage({ params, searchParams }: { params: Params; searchParams: Search }) {
  const { slug } = await params;
  const query = await searchParams;
  const phone = typeof query.phone_number === 'string' ? query.phone_number : '';
  const catalogue = await getStudioCatalogue();
  if (!catalogue) {
    return (
      <div className="container page">
        <p className="notice notice-error" role="alert">
          We could not load the products just now. <Link href={`/help/${slug}`}>Try again</Link>.
        </p>
      </div>
    );
  }
  const product = catalogue.products.find((p) => p.slug === slug);
  if (product) {
    return <DesignPage catalogue={catalogue} heading={`Design your ${product.name}`} product={product.slug} phone={phone} />;
  }
  const brand = await brandFor(slug);
  if (!brand) notFound();
  return (
    <DesignPage
      catalogue={catalogue}
      heading={`${brand.name} merchandise`}
      intro={brand.tagline || `Design your own ${brand.name} merchandise.`}
      phone={phone}
    />
  );
}
