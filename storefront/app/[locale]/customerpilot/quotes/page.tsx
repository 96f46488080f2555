import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyQuotes } from '@/components/quotes/my-quotes';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

/** Each customer's own page: never indexed. */
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'quotesPages' });
  return { title: t('myQuotes'), robots: { index: false } };
}

async function MyQuotesPage({ params }: LocaleProps) {
  await setPageLocale(params);
  const t = await getTranslations('quotesPages');
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>{t('myQuotes')}</h1>
      <MyQuotes />
    </div>
  );
}

export default withClientMessages(['clientChecks', 'quotesPages', 'serverAnswers', 'serverErrors', 'validation'], MyQuotesPage);
