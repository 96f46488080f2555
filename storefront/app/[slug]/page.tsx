import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { attempt, getSellerPage } from '@/lib/api/server';
import { SELLER_PAGES, isSellerPageSlug } from '@/lib/api/seller-pages';
import { formatDate } from '@/lib/format';
import { FactsBlock } from '@/components/seller/facts-block';
import { SellerMarkdown } from '@/components/seller/seller-markdown';
import { RetryNotice } from '@/components/ui/retry-notice';

/**
 * The seller's pages (Consumer Protection (E-Commerce) Rules, 2020, rules 4 and 7) at clean addresses: /about,
 * /grievance-officer, /returns, /shipping, /payments, /terms, /privacy. Any other one-part address is not found
 * without asking the shop. Each page: its title, the facts from the shop's settings, then the owner's Markdown.
 */
type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const known = SELLER_PAGES.find((p) => p.slug === slug);
  if (!known) return {};
  const page = await attempt(() => getSellerPage(known.slug));
  const title = page.ok ? page.data.title : known.title;
  return { title, description: `${title} of Rangrez, custom merch printed in India.` };
}

export default async function SellerPage({ params }: Props) {
  const { slug } = await params;
  if (!isSellerPageSlug(slug)) notFound();
  const page = await attempt(() => getSellerPage(slug));
  if (!page.ok && page.status === 404) notFound();
  return (
    <div className="container page reading-page seller-page">
      {page.ok ? (
        <>
          <h1>{page.data.title}</h1>
          <FactsBlock slug={slug} facts={page.data.facts} />
          <SellerMarkdown markdown={page.data.markdown} />
          {page.data.updatedAt && <p className="muted">Last updated {formatDate(page.data.updatedAt)}.</p>}
        </>
      ) : (
        <RetryNotice message={page.status === 0 ? page.message : 'This page could not be loaded.'} />
      )}
    </div>
  );
}
