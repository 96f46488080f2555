/** The product design page (/help and its variants): the studio, delivery and returns, tabs, totals. */
import { getTestimonials } from '@/lib/api/server';
import type { Testimonial } from '@/lib/api/types';
import type { StudioCatalogue } from '@/lib/studio/catalogue';
import { CustomerTotals } from './customer-totals';
import { DesignTabs } from './design-tabs';
import { Studio } from './studio';

export const DELIVERY_AND_RETURNS = [
  'Free delivery and returns',
  'Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days',
  'Cash on delivery for orders below ₹5000',
  '14-day exchange and returns',
  '5% off online payments under Rs 5000',
];

interface Props {
  catalogue: StudioCatalogue;
  heading: string;
  intro?: string;
  product?: string;
  phone?: string;
}

export async function DesignPage({ catalogue, heading, intro, product, phone }: Props) {
  let testimonials: Testimonial[] = [];
  try {
    testimonials = await getTestimonials();
  } catch {
    testimonials = [];
  }
  const chosen = catalogue.products.find((p) => p.slug === product);
  return (
    <div className="container page">
      {intro && <p className="muted">{intro}</p>}
      <CustomerTotals />
      <Studio catalogue={catalogue} fixedProduct={product} phone={phone} heading={heading} />
      <section aria-labelledby="delivery-title" style={{ marginTop: 32 }}>
        <h2 id="delivery-title">Delivery and returns</h2>
        <ul data-testid="delivery-returns">
          {DELIVERY_AND_RETURNS.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <DesignTabs
        productName={chosen?.name ?? 'product'}
        description={chosen?.description ?? ''}
        testimonials={testimonials}
      />
    </div>
  );
}
