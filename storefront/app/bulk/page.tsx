import { getStudioCatalogue } from '@/lib/api/server';
import { QuoteRequestForm } from '@/components/quotes/quote-request-form';
import { pageMetadata } from '@/lib/seo/metadata';

/** Kept in Next's cache (tag catalogue); a failed read throws, so no failure is kept (app/error.tsx). */
export const revalidate = 3600;
export const metadata = pageMetadata({
  title: 'Bulk orders',
  description: 'Team, college and company orders: tell us what you need and get a priced quote with GST.',
  path: '/bulk',
});

export default async function BulkPage() {
  const { products, colours, sizes } = await getStudioCatalogue();
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>Bulk orders</h1>
      <p className="muted">
        Printing for a team, a college fest or your company? Tell us what you need: we send a priced quote with GST, which you accept online.
      </p>
      <QuoteRequestForm products={products.filter((p) => p.customisable).map((p) => ({ slug: p.slug, name: p.name }))} colours={colours} sizes={sizes} />
    </div>
  );
}
