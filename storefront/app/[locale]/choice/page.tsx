import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { getProductTypes } from '@/lib/api/server';
import { formatRupees } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

/** Kept in Next's cache (tag catalogue); a failed read throws, so no failure is kept (app/error.tsx). */
export const revalidate = 3600;
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'choicePage' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/choice', locale });
}

export default async function ChoicePage({ params }: LocaleProps) {
  await setPageLocale(params);
  const types = await getProductTypes();
  const w = await getTranslations('choicePage');
  return (
    <div className="container page">
      <h1>{w('heading')}</h1>
      <p className="muted">{w('lead')}</p>
      <ul className="type-grid">
        {types
          .filter((t) => t.customisable)
          .map((t) => (
            <li key={t.slug}>
              <Link className="type-card" href={`/pilot?product=${encodeURIComponent(t.slug)}`}>
                <strong lang="en">{t.name}</strong>
                <span className="muted">{w('from', { price: formatRupees(t.sleeves.length ? Math.min(...t.sleeves.map((s) => s.price)) : t.basePrice) })}</span>
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
