import Link from 'next/link';
import { getProductTypes } from '@/lib/api/server';
import { formatRupees } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

/** Kept in Next's cache (tag catalogue); a failed read throws, so no failure is kept (app/error.tsx). */
export const revalidate = 3600;
export const metadata = pageMetadata({ title: 'Choose a product', description: 'Pick a product type to design: t-shirts, hoodies, flags, stickers and more.', path: '/choice' });

export default async function ChoicePage({ params }: LocaleProps) {
  await setPageLocale(params);
  const types = await getProductTypes();
  return (
    <div className="container page">
      <h1>What would you like to design?</h1>
      <p className="muted">Pick a product to open it in the design studio.</p>
      <ul className="type-grid">
        {types
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
    </div>
  );
}
