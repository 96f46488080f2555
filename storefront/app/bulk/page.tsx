import { getPriceTables, getProductTypes } from '@/lib/api/server';
import { BulkForm } from '@/components/forms/bulk-form';
import { BulkPriceNotes, PriceBreakTable } from '@/components/catalogue/price-breaks';
import { pageMetadata } from '@/lib/seo/metadata';

/** Kept in Next's cache (tag catalogue); a failed read throws, so no failure is kept (app/error.tsx). */
export const revalidate = 3600;
export const metadata = pageMetadata({
  title: 'Bulk orders',
  description: 'Team, college and company orders: prices per piece by quantity, and we call you back.',
  path: '/bulk',
});

export default async function BulkPage() {
  const [types, tables] = await Promise.all([getProductTypes(), getPriceTables()]);
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>Bulk orders</h1>
      <p className="muted">Printing for a team, a college fest or your company? Tell us what you need and our team will call you back.</p>
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
      <BulkForm products={types.map((t) => ({ slug: t.slug, name: t.name }))} />
    </div>
  );
}
