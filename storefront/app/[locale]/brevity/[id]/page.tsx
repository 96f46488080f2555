import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { Link } from '@/i18n/navigation';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ApiError } from '@/lib/api/errors';
import { attempt, getItem, getItemPriceTable, getMoneyRules, getReturnPolicy, getReviewSummary, getReviews } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { returnWords } from '@/lib/return-words';
import { formatRupees } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { productJsonLd } from '@/lib/seo/json-ld';
import { Gallery } from '@/components/catalogue/gallery';
import { Price } from '@/components/catalogue/price';
import { ProductOptions } from '@/components/catalogue/product-options';
import { ProductTabs } from '@/components/catalogue/product-tabs';
import { PincodeCheck } from '@/components/delivery/pincode-check';
import { ItemPriceBreaks } from '@/components/catalogue/price-breaks';
import { RatingLine } from '@/components/reviews/stars';
import { JsonLd } from '@/components/seo/json-ld';
import { setPageLocale } from '@/i18n/page';
import { textLang } from '@/i18n/languages';
import { OffersBanner } from '@/components/promotions/offers-banner';
import { withClientMessages } from '@/i18n/client-messages';

/**
 * Each product page is made on its first visit and kept in Next's cache (tags catalogue, reviews, money rules...):
 * Django's revalidation call after a price change expires it, so the next visitor sees the new price. A failed read
 * throws: Next keeps the last good page, or shows app/error.tsx when it has none, and never keeps the failure.
 */
export const revalidate = 3600;
export function generateStaticParams(): { id: string }[] {
  return [];
}

/** The item in the page's language, or null when the shop says there is none (404); any other failure throws (see above). */
const load = cache(async (id: number, locale: string) => {
  try {
    return await getItem(id, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});

type Props = { params: Promise<{ id: string; locale: string }> };

function parseId(raw: string): number | null {
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id: raw, locale } = await params;
  const t = await getTranslations({ locale, namespace: 'product' });
  const id = parseId(raw);
  if (id === null) return { title: t('notFound') };
  const item = await load(id, locale);
  if (!item) return { title: t('notFound') };
  const rated = item.rating.average !== null ? t('rated', { average: item.rating.average.toFixed(1), count: item.rating.count }) : '';
  return pageMetadata({
    title: item.name,
    description: `${formatRupees(item.price)}. ${item.description}${rated}`,
    path: `/brevity/${item.id}`,
    picture: true,
    locale,
  });
}

async function ProductPage({ params }: Props) {
  const locale = await setPageLocale(params);
  const id = parseId((await params).id);
  if (id === null) notFound();
  const target = { item: id };
  const [found, rules, summary, firstPage, policy, breaks] = await Promise.all([
    load(id, locale),
    getMoneyRules(),
    attempt(() => getReviewSummary(target)),
    attempt(() => getReviews(target)),
    getReturnPolicy(),
    attempt(() => getItemPriceTable(id)),
  ]);
  if (!found) notFound();
  const item = found;
  const t = await getTranslations('product');
  const words = moneyWords(rules, await getTranslations('money'));
  const returns = returnWords(policy, await getTranslations('returnWords'));
  const reviews = firstPage.ok ? firstPage.data : null;
  // the tally's own answer when there is one: the heading, the tab and the structured data then agree
  const rating = summary.ok ? summary.data : item.rating;
  return (
    <div className="container page">
      <JsonLd
        data={productJsonLd({
          item,
          summary: summary.ok ? summary.data : null,
          reviews: reviews?.results ?? [],
          policy,
          rules,
        })}
      />
      <Link href="/brevity" className="back-link" prefetch={false}>
        {t('back')}
      </Link>
      <div className="product-layout">
        <Gallery images={item.images} name={item.name} />
        <div className="product-info">
          <h1 lang={textLang(item.name, locale)}>{item.name}</h1>
          <RatingLine average={rating.average} count={rating.count} href="#reviews" />
          <Price price={item.price} oldPrice={item.oldPrice} />
          {words.promo && <p className="promo">{words.promo}</p>}
          <OffersBanner />
          <ProductOptions item={item} />
          <PincodeCheck reading="product" amount={item.price} />
          <p className="origin" data-testid="country-of-origin">
            {t('origin')} <strong lang="en">{item.details.countryOfOrigin}</strong>
          </p>
          <h2>{t('deliveryReturns')}</h2>
          <ul className="notes">
            <li>{returns.productDelivery || t('freeDelivery')}</li>
            <li>{t('deliveryDays')}</li>
            {words.codShort && <li>{words.codShort}</li>}
            {returns.hassleFree && <li>{returns.hassleFree}.</li>}
          </ul>
          {returns.freeReturnsNote && <p className="muted small">{returns.freeReturnsNote}</p>}
          {breaks.ok && <ItemPriceBreaks table={breaks.data} />}
        </div>
      </div>
      <ProductTabs
        item={item}
        summary={summary.ok ? summary.data : null}
        firstPage={reviews}
      />
    </div>
  );
}

export default withClientMessages(['delivery', 'product', 'ratings', 'reviews', 'serverErrors'], ProductPage);
