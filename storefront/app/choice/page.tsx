import Link from 'next/link';
import { attempt, getProductTypes } from '@/lib/api/server';
import { formatRupees } from '@/lib/format';
import { RetryNotice } from '@/components/ui/retry-notice';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';
export const metadata = pageMetadata({ title: 'Choose a product', description: 'Pick a product type to design: t-shirts, hoodies, flags, stickers and more.', path: '/choice' });

export default async function ChoicePage() {
  const types = await attempt(getProductTypes);
  return (
    <div className="container page">
      <h1>What would you like to design?</h1>
      <p className="muted">Pick a product to open it in the design studio.</p>
      {types.ok ? (
        <ul className="type-grid">
          {types.data
            .filter((t) => t.customisable)
            .map((t) => (
              <li key={t.slug}>
                <Link className="type-card" href={`/pilot?product=${encodeURIComponent(t.slug)}`}>
                  <strong>{t.name}</strong>
                  <span className="muted">from {formatRupees(t.sleeves.length ? Math.min(...t.sleeves.map((s) => s.price)) : t.basePrice)}</span>
                </Link>
              </li>
            ))}
        </ul>
      ) : (
        <RetryNotice message="The product types could not be loaded." />
      )}
    </div>
  );
}
