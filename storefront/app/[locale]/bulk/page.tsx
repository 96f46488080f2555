import { getPriceTables, getStudioCatalogue } from '@/lib/api/server';
import { BulkPriceNotes, PriceBreakTable } from '@/components/catalogue/price-breaks';
import { QuoteRequestForm } from '@/components/quotes/quote-request-form';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

/** Kept in Next's cache (tag catalogue); a failed read throws, so no failure is kept (app/error.tsx). */
export const revalidate = 3600;
export const metadata = pageMetadata({
  title: 'Bulk orders',
  description: 'Team, college and company orders: prices per piece by quantity, and a priced quote with GST.',
  path: '/bulk',
});

export default async function BulkPage({ params }: LocaleProps) {
  await setPageLocale(params);
  const [{ products, colours, sizes }, tables] = await Promise.all([getStudioCatalogue(), getPriceTables()]);
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>Bulk orders</h1>
      <p className="muted">
        Printing for a team, a college fest or your company? Tell us what you need: we send a priced quote with GST, which you accept online.
      </p>
      {tables.length > 0 && (
        <>
          <h2>Bulk prices</h2>
          <BulkPriceNotes />
          <div className="price-breaks-grid">
            {tables.map((table) => (
              <PriceBreakTable key={table.productType} table={table} headingLevel={3} />
            ))}
          </div>
          <h2>Tell us what you need</h2>
        </>
      )}
      <QuoteRequestForm products={products.filter((p) => p.customisable).map((p) => ({ slug: p.slug, name: p.name }))} colours={colours} sizes={sizes} />
    </div>
  );
}
