import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyOrderStatus } from '@/components/customer/my-order-status';
import { readMoneyRules, readReturnPolicy } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { returnWords } from '@/lib/return-words';
import { pageMetadata } from '@/lib/seo/metadata';
import { Link } from '@/i18n/navigation';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

/**
 * The policies are kept in Next's cache (tags money rules, returns policy, delivery); the visitor's own orders are
 * read in the browser (MyOrderStatus), so the cached page carries no one's orders. One page per language.
 */
export const revalidate = 3600;

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const [t, returnsT] = await Promise.all([getTranslations({ locale, namespace: 'tracking.page' }), getTranslations({ locale, namespace: 'returnWords' })]);
  const returns = returnWords(await readReturnPolicy(), returnsT);
  return pageMetadata({
    title: t('title'),
    description: t('description', { returns: returns.exchangeAndReturns ? `, ${returns.exchangeAndReturns}` : '' }),
    path: '/oandr',
    locale,
  });
}

/** List items that end in the language's full stop; a promise the shop could not word today ('') is left out. */
function Lines({ items, stop }: { items: string[]; stop: (text: string) => string }) {
  return (
    <ul>
      {items.filter(Boolean).map((line) => (
        <li key={line}>{stop(line)}</li>
      ))}
    </ul>
  );
}

async function OrdersAndReturnsPage({ params }: LocaleProps) {
  await setPageLocale(params);
  // read* throw when the shop cannot be reached: the cached page is never kept without its promises
  const [rules, policy, t, moneyT, returnsT] = await Promise.all([
    readMoneyRules(),
    readReturnPolicy(),
    getTranslations('tracking.page'),
    getTranslations('money'),
    getTranslations('returnWords'),
  ]);
  const words = moneyWords(rules, moneyT);
  const returns = returnWords(policy, returnsT);
  const stop = (text: string) => t('line', { text });
  return (
    <div className="container page policy" style={{ maxWidth: 860 }}>
      <h1>{t('title')}</h1>
      <section aria-labelledby="my-orders">
        <h2 id="my-orders">{t('yourOrders')}</h2>
        <MyOrderStatus />
      </section>
      <section aria-labelledby="delivery">
        <h2 id="delivery">{t('delivery')}</h2>
        <Lines stop={stop} items={[returns.designDelivery || returnsT('designDelivery'), t('deliveryTimes'), words.freeShipping]} />
        <p className="muted">{t('readyMade', { delivery: returns.productDelivery || returnsT('productDelivery') })}</p>
      </section>
      <section aria-labelledby="payment">
        <h2 id="payment">{t('payment')}</h2>
        <Lines stop={stop} items={[words.cod, words.onlineDiscount, t('secure')]} />
      </section>
      <section aria-labelledby="returns">
        <h2 id="returns">{t('returns')}</h2>
        <Lines stop={stop} items={[returns.exchangeAndReturns, returns.hassleFree]} />
        {returns.freeReturnsNote && <p className="muted">{returns.freeReturnsNote}</p>}
        <p>{t.rich('howToReturn', { contact: (chunks) => <Link href="/contact">{chunks}</Link> })}</p>
      </section>
    </div>
  );
}

export default withClientMessages(['tracking'], OrdersAndReturnsPage);
