/** The product design page (/help and its variants): the studio, delivery and returns, tabs, totals. */
import { getTranslations } from 'next-intl/server';
import { RetryNotice } from '@/components/ui/retry-notice';
import { type Result, attempt, getMoneyRules, getReturnPolicy, getTestimonials } from '@/lib/api/server';
import type { StudioCatalogue } from '@/lib/api/types';
import type { PriceTable } from '@/lib/api/price-breaks';
import { BulkPriceNotes, PriceBreakTable } from '@/components/catalogue/price-breaks';
import { moneyWords } from '@/lib/money-words';
import { returnWords } from '@/lib/return-words';
import { CustomerTotals } from './customer-totals';
import { deliveryAndReturns } from './delivery-returns';
import { DesignTabs } from './design-tabs';
import { Studio } from './studio';

interface Props {
  catalogue: Result<StudioCatalogue>;
  heading: string;
  intro?: string;
  product?: string;
  phone?: string;
  /** the product's bulk table, when it has price breaks */
  bulk?: PriceTable;
}

export async function DesignPage({ catalogue, heading, intro, product, phone, bulk }: Props) {
  const t = await getTranslations('designPage');
  if (!catalogue.ok) {
    return (
      <div className="container page">
        <RetryNotice message={t('loadFailed')} />
      </div>
    );
  }
  const [testimonials, rules, policy] = await Promise.all([attempt(getTestimonials), getMoneyRules(), getReturnPolicy()]);
  const words = moneyWords(rules, await getTranslations('money'));
  const chosen = catalogue.data.products.find((p) => p.slug === product);
  return (
    <div className="container page">
      {intro && <p className="muted">{intro}</p>}
      <CustomerTotals />
      <Studio catalogue={catalogue.data} words={words} fixedProduct={product} phone={phone} heading={heading} />
      <section aria-labelledby="delivery-title" style={{ marginTop: 32 }}>
        <h2 id="delivery-title">{t('deliveryTitle')}</h2>
        <ul data-testid="delivery-returns">
          {deliveryAndReturns(words, returnWords(policy, await getTranslations('returnWords')), t).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {bulk && (
        <div style={{ marginTop: 24, maxWidth: 560 }}>
          <PriceBreakTable table={{ ...bulk, name: t('bulkPrices', { name: chosen?.name ?? bulk.name }) }} />
          <BulkPriceNotes />
        </div>
      )}
      <DesignTabs product={chosen ?? null} testimonials={testimonials.ok ? testimonials.data : []} paymentChoices={words.paymentChoices} />
    </div>
  );
}
