/**
 * The design page's tabs: Reviews, Description, Details, Features. For a product type (/help/tshirts...) they carry
 * its reviews from buyers of delivered custom prints and the facts the team keeps for it; on /help, where no product
 * is chosen yet, the shop's testimonials and what every custom print has in common.
 */
import Markdown from 'react-markdown';
import type { ProductType, Testimonial } from '@/lib/api/types';
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

const PRINT_DETAILS = [
  'Print area up to 12 x 16 inches on each side; print files made at 300 DPI, artwork sharp from 150 DPI.',
  'Text in Hindi, Marathi, Bengali, Punjabi, Gujarati, Tamil, Telugu, Kannada and Malayalam, straight or on an arc.',
  'Upload JPEG or PNG artwork up to 10 MB; transparent PNGs print without a box.',
  'Every order is checked by our print team before it is made.',
  'Prices include GST.',
];

function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return <p>No reviews yet. Yours could be the first.</p>;
  return (
    <ul className="order-mini">
      {testimonials.map((r) => (
        <li key={r.id} style={{ justifyContent: 'flex-start', alignItems: 'center' }}>
          {r.photo && <img src={r.photo} alt="" width={48} height={48} style={{ borderRadius: '50%', objectFit: 'cover' }} />}
          <span>
            “{r.message}” — <strong>{r.name}</strong>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function DesignTabs({ product, testimonials, paymentChoices }: TabsContent) {
  const studioFeatures = [
    'Move, scale and rotate your artwork and text; undo and redo any step.',
    'Four fonts for your text: Anton, Oswald, Pacifico and Caveat.',
    'Order several sizes, each with its own quantity, in one order.',
    ...(paymentChoices ? [paymentChoices] : []),
  ];
  const name = product?.name ?? 'product';
  const description =
    product?.description ||
    `Design your own ${name}: upload your artwork or add text, place it on the front and the back, and we print it for you.`;
  return (
    <section className="design-tabs" aria-label="About this product">
      <Tabs
        label="Product information"
        initial="description"
        tabs={[
          {
            id: 'reviews',
            label: 'Reviews',
            content: product ? (
              <TypeReviews productType={product.slug} productName={product.name} sleeves={product.sleeves.map((s) => s.name)} />
            ) : (
              <Testimonials testimonials={testimonials} />
            ),
          },
          {
            id: 'description',
            label: 'Description',
            content: (
              <div className="prose">
                <Markdown>{description}</Markdown>
              </div>
            ),
          },
          {
            id: 'details',
            label: 'Details',
            content: (
              <>
                {product && <DetailsList details={product.details} />}
                <ul>
                  {PRINT_DETAILS.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </>
            ),
          },
          { id: 'features', label: 'Features', content: <FeatureList features={[...(product?.features ?? []), ...studioFeatures]} /> },
        ]}
      />
    </section>
  );
}
