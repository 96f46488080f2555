import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { getSellerPage } from '@/lib/api/server';
import { SELLER_PAGES, isSellerPageSlug } from '@/lib/api/seller-pages';
import { formatDate } from '@/lib/format';
import { FactsBlock } from '@/components/seller/facts-block';
import { SellerMarkdown } from '@/components/seller/seller-markdown';
import { setPageLocale } from '@/i18n/page';

/**
 * The seller's pages (Consumer Protection (E-Commerce) Rules, 2020, rules 4 and 7) at clean addresses: /about,
 * /grievance-officer, /returns, /shipping, /payments, /terms, /privacy. Any other one-part address is not found
 * without asking the shop. Each page: its title, the facts from the shop's settings, then the owner's Markdown.
 */
type Props = { params: Promise<{ slug: string }> };

/**
 * Made at build and kept in Next's cache (tags pages, money rules, delivery, returns policy); any other slug is not
 * found without a render. A failed read throws: Next keeps the last good page, or shows app/error.tsx.
 */
export const revalidate = 3600;
export const dynamicParams = false;
export function generateStaticParams(): { slug: string }[] {
  return SELLER_PAGES.map((p) => ({ slug: p.slug }));
}

/** The page, or null when the shop has none (404); any other failure throws (see above). */
async function load(slug: (typeof SELLER_PAGES)[number]['slug']) {
  try {
    return await getSellerPage(slug);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const known = SELLER_PAGES.find((p) => p.slug === slug);
  if (!known) return {};
  const page = await load(known.slug);
  const title = page?.title ?? known.title;
  return { title, description: `${title} of Rangrez, custom merch printed in India.` };
}

export default async function SellerPage({ params }: Props) {
  await setPageLocale(params);
  const { slug } = await params;
  if (!isSellerPageSlug(slug)) notFound();
  const page = await load(slug);
  if (!page) notFound();
  return (
    <div className="container page reading-page seller-page">
      <h1>{page.title}</h1>
      <FactsBlock slug={slug} facts={page.facts} />
      <SellerMarkdown markdown={page.markdown} />
      {page.updatedAt && <p className="muted">Last updated {formatDate(page.updatedAt)}.</p>}
    </div>
  );
}
