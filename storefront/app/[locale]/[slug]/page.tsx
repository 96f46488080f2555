import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, textLang } from '@/i18n/languages';
import { ApiError } from '@/lib/api/errors';
import { getSellerPage } from '@/lib/api/server';
import { SELLER_PAGES, isSellerPageSlug } from '@/lib/api/seller-pages';
import { localDate } from '@/lib/local-format';
import { FactsBlock, type FactsWords } from '@/components/seller/facts-block';
import { SellerMarkdown } from '@/components/seller/seller-markdown';
import { setPageLocale } from '@/i18n/page';

/**
 * The seller's pages (Consumer Protection (E-Commerce) Rules, 2020, rules 4 and 7) at clean addresses: /about,
 * /grievance-officer, /returns, /shipping, /payments, /terms, /privacy. Any other one-part address is not found
 * without asking the shop. Each page: its title, the facts from the shop's settings, then the owner's Markdown, in the
 * page's language (the owner's Hindi where written, else the English: core/pages).
 */
type Props = { params: Promise<{ slug: string; locale: string }> };

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
async function load(slug: (typeof SELLER_PAGES)[number]['slug'], locale: string) {
  try {
    return await getSellerPage(slug, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, locale } = await params;
  const known = SELLER_PAGES.find((p) => p.slug === slug);
  if (!known) return {};
  const [page, t] = await Promise.all([load(known.slug, locale), getTranslations({ locale, namespace: 'sellerPages' })]);
  const title = page?.title ?? (locale === DEFAULT_LOCALE ? known.title : t(known.slug));
  return { title, description: t('description', { title }) };
}

export default async function SellerPage({ params }: Props) {
  const locale = await setPageLocale(params);
  const { slug } = await params;
  if (!isSellerPageSlug(slug)) notFound();
  const [page, t, facts, reasons] = await Promise.all([
    load(slug, locale),
    getTranslations('sellerPages'),
    getTranslations('sellerFacts'),
    getTranslations('tracking.reasons'),
  ]);
  if (!page) notFound();
  const english = locale === DEFAULT_LOCALE;
  const words: FactsWords = {
    t: facts,
    english,
    reason: (r) => (!english && reasons.has(r.code as never) ? reasons(r.code as never) : r.label),
  };
  return (
    <div className="container page reading-page seller-page">
      <h1 lang={textLang(page.title, locale)}>{page.title}</h1>
      <FactsBlock slug={slug} facts={page.facts} words={words} />
      <SellerMarkdown markdown={page.markdown} lang={textLang(page.markdown, locale)} />
      {page.updatedAt && <p className="muted">{t('lastUpdated', { date: localDate(page.updatedAt, locale) })}</p>}
    </div>
  );
}
