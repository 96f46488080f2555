import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { BagView } from '@/components/bag/bag-view';
import { OffersBanner } from '@/components/promotions/offers-banner';
import { getMoneyRules, getReturnPolicy } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { returnWords } from '@/lib/return-words';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'bag' }))('title') };
}
/** Rendered per request (only the public pages are kept in Next's cache): the bag is a person's own. */
export const dynamic = 'force-dynamic';

async function BagPage({ params }: LocaleProps) {
  await setPageLocale(params);
  return (
    <div className="container page">
      <h1>{(await getTranslations('bag'))('title')}</h1>
      <OffersBanner />
      <BagView
        words={moneyWords(await getMoneyRules(), await getTranslations('money'))}
        delivery={returnWords(await getReturnPolicy(), await getTranslations('returnWords')).productDelivery || (await getTranslations('product'))('freeDelivery')}
      />
    </div>
  );
}

export default withClientMessages(['bag', 'business', 'checkout', 'clientChecks', 'delivery', 'money', 'payNow', 'serverAnswers', 'serverErrors', 'validation', 'wallet'], BagPage);
