import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPriceTables, getStudioCatalogue } from '@/lib/api/server';
import { BulkPriceNotes, PriceBreakTable } from '@/components/catalogue/price-breaks';
import { QuoteRequestForm } from '@/components/quotes/quote-request-form';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

/** Kept in Next's cache (tag catalogue); a failed read throws, so no failure is kept (app/error.tsx). */
export const revalidate = 3600;
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'quoteForm' });
  return pageMetadata({ title: t('bulkTitle'), description: t('bulkDescription'), path: '/bulk', locale });
}

async function BulkPage({ params }: LocaleProps) {
  const locale = await setPageLocale(params);
  const [{ products, colours, sizes }, tables] = await Promise.all([getStudioCatalogue(locale), getPriceTables()]);
  // each table under its product's name in the page's language
  const nameOf = (slug: string, name: string) => products.find((p) => p.slug === slug)?.name ?? name;
  const t = await getTranslations('quoteForm');
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>{t('bulkTitle')}</h1>
      <p className="muted">
        {t('bulkLead')}
      </p>
      {tables.length > 0 && (
        <>
          <h2>{t('bulkPrices')}</h2>
          <BulkPriceNotes />
          <div className="price-breaks-grid">
            {tables.map((table) => (
              <PriceBreakTable key={table.productType} table={{ ...table, name: nameOf(table.productType, table.name) }} headingLevel={3} />
            ))}
          </div>
          <h2>{t('tellUs')}</h2>
        </>
      )}
      <QuoteRequestForm products={products.filter((p) => p.customisable).map((p) => ({ slug: p.slug, name: p.name }))} colours={colours} sizes={sizes} />
    </div>
  );
}

export default withClientMessages(['auth', 'business', 'clientChecks', 'filePicker', 'quoteForm', 'serverAnswers', 'serverErrors', 'validation'], BulkPage);
