import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GiftCardForm } from '@/components/wallet/gift-card-form';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'giftCards' });
  return { title: t('title') };
}
/** A person's own purchase: rendered per request, never cached. */
export const dynamic = 'force-dynamic';

async function GiftCardsPage({ params }: LocaleProps) {
  await setPageLocale(params);
  const t = await getTranslations('giftCards');
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <GiftCardForm />
    </div>
  );
}

export default withClientMessages(['clientChecks', 'giftCards', 'payNow', 'serverAnswers', 'serverErrors', 'validation'], GiftCardsPage);
