import { attempt, getProductTypes } from '@/lib/api/server';
import { BulkForm } from '@/components/forms/bulk-form';
import { RetryNotice } from '@/components/ui/retry-notice';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';
export const metadata = pageMetadata({ title: 'Bulk orders', description: 'Team, college and company orders: tell us what you need and we call you back.', path: '/bulk' });

export default async function BulkPage() {
  const types = await attempt(getProductTypes);
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>Bulk orders</h1>
      <p className="muted">Printing for a team, a college fest or your company? Tell us what you need and our team will call you back.</p>
      {!types.ok && <RetryNotice message="The product list could not be loaded." />}
      <BulkForm products={types.ok ? types.data.map((t) => ({ slug: t.slug, name: t.name })) : []} />
    </div>
  );
}
