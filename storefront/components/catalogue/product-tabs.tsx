/** The product page's tabs: Reviews, Description, Details (with the country of origin) and Features. */
import Markdown from 'react-markdown';
import type { ReviewPage, ReviewSummary } from '@/lib/api/reviews';
import type { CatalogueItem } from '@/lib/api/types';
import { ReviewsPanel } from '@/components/reviews/reviews-panel';
import { Tabs } from '@/components/ui/tabs';
import { DetailsList, FeatureList } from './product-facts';

interface Props {
  item: CatalogueItem;
  summary: ReviewSummary | null;
  firstPage: ReviewPage | null;
}

export function ProductTabs({ item, summary, firstPage }: Props) {
  const count = summary?.count ?? item.rating.count;
  return (
    <section id="reviews" className="product-tabs" aria-label="About this product">
      <Tabs
        label="Product information"
        initial={count > 0 ? 'reviews' : 'description'}
        tabs={[
          {
            id: 'reviews',
            label: `Reviews (${count})`,
            content: <ReviewsPanel target={{ item: item.id }} initialSummary={summary} initialPage={firstPage} />,
          },
          {
            id: 'description',
            label: 'Description',
            content: (
              <div className="prose">
                <Markdown>{item.description}</Markdown>
              </div>
            ),
          },
          {
            id: 'details',
            label: 'Details',
            content: <DetailsList details={item.details} extra={item.color ? [{ label: 'Colour', value: item.color }] : []} />,
          },
          {
            id: 'features',
            label: 'Features',
            content: <FeatureList features={item.features} fallback="See Details for the material, fit and care." />,
          },
        ]}
      />
    </section>
  );
}
