/**
 * The design page's tabs: Reviews, Description, Details, Features. For a product type (/help/tshirts...) they carry
 * its reviews from buyers of delivered custom prints and the facts the team keeps for it; on /help, where no product
 * is chosen yet, the shop's testimonials and what every custom print has in common.
 */
import { useLocale, useTranslations } from 'next-intl';
import Markdown from 'react-markdown';
import type { ProductType, Testimonial } from '@/lib/api/types';
import { textLang } from '@/i18n/languages';
import { DetailsList, FeatureList } from '@/components/catalogue/product-facts';
import { TypeReviews } from '@/components/reviews/type-reviews';
import { Tabs } from '@/components/ui/tabs';
import './studio.css';

export interface TabsContent {
  product: ProductType | null;
  testimonials: Testimonial[];
  /** How to pay, worded from the money rules ('' when the shop could not say). */
  paymentChoices: string;
}

const PRINT_DETAILS = ['printArea', 'scripts', 'uploads', 'checked', 'gst'] as const;

function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  const t = useTranslations('designPage');
  if (testimonials.length === 0) return <p>{t('noReviews')}</p>;
  return (
    <ul className="order-mini">
      {testimonials.map((r) => (
        <li key={r.id} style={{ justifyContent: 'flex-start', alignItems: 'center' }}>
          {r.photo && <img src={r.photo} alt="" width={48} height={48} style={{ borderRadius: '50%', objectFit: 'cover' }} />}
          <span lang="en">
            “{r.message}” — <strong>{r.name}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function DesignTabs({ product, testimonials, paymentChoices }: TabsContent) {
  const t = useTranslations('designPage');
  const p = useTranslations('product');
  const locale = useLocale();
  const studioFeatures = [t('featureMove'), t('featureFonts'), t('featureSizes'), ...(paymentChoices ? [paymentChoices] : [])];
  const description = product?.description || t('describeOwn', { name: product?.name ?? t('product') });
  return (
    <section className="design-tabs" aria-label={p('about')}>
      <Tabs
        label={p('information')}
        initial="description"
        tabs={[
          {
            id: 'reviews',
            label: t('reviews'),
            content: product ? (
              <TypeReviews productType={product.slug} productName={product.name} sleeves={product.sleeves.map((s) => s.name)} />
            ) : (
              <Testimonials testimonials={testimonials} />
            ),
          },
          {
            id: 'description',
            label: p('description'),
            content: (
              <div className="prose" lang={textLang(description, locale)}>
                <Markdown>{description}</Markdown>
              </div>
            ),
          },
          {
            id: 'details',
            label: p('details'),
            content: (
              <>
                {product && <DetailsList details={product.details} />}
                <ul>
                  {PRINT_DETAILS.map((line) => (
                    <li key={line}>{t(`print.${line}`)}</li>
                  ))}
                </ul>
              </>
            ),
          },
          { id: 'features', label: p('features'), content: <FeatureList features={[...(product?.features ?? []), ...studioFeatures]} /> },
        ]}
      />
    </section>
  );
}
