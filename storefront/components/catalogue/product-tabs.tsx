import { useLocale, useTranslations } from 'next-intl';
/** The product page's tabs: Reviews, Description, Details (with the country of origin) and Features. */
import Markdown from 'react-markdown';
import type { ReviewPage, ReviewSummary } from '@/lib/api/reviews';
import type { CatalogueItem } from '@/lib/api/types';
import { ReviewsPanel } from '@/components/reviews/reviews-panel';
import { Tabs } from '@/components/ui/tabs';
import { textLang } from '@/i18n/languages';
import { DetailsList, FeatureList } from './product-facts';

interface Props {
  item: CatalogueItem;
  summary: ReviewSummary | null;
  firstPage: ReviewPage | null;
}

export function ProductTabs({ item, summary, firstPage }: Props) {
  const t = useTranslations('product');
  const locale = useLocale();
  const count = summary?.count ?? item.rating.count;
  return (
    <section id="reviews" className="product-tabs" aria-label={t('about')}>
      <Tabs
        label={t('information')}
        initial={count > 0 ? 'reviews' : 'description'}
        tabs={[
          {
            id: 'reviews',
            label: t('reviewsTab', { count }),
            content: <ReviewsPanel target={{ item: item.id }} initialSummary={summary} initialPage={firstPage} />,
          },
          {
            id: 'description',
            label: t('description'),
            content: (
              <div className="prose" lang={textLang(item.description, locale)}>
                <Markdown>{item.description}</Markdown>
              </div>
            ),
          },
          {
            id: 'details',
            label: t('details'),
            content: <DetailsList details={item.details} extra={item.color ? [{ label: t('colourLabel'), value: item.color }] : []} />,
          },
          {
            id: 'features',
            label: t('features'),
            content: <FeatureList features={item.features} fallback={t('featuresFallback')} />,
          },
        ]}
      />
    </section>
  );
}
