import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { QuoteView } from '@/components/quotes/quote-view';
import { setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

/** One customer's quote by its secret link: never indexed, never kept in a shared cache (read in the browser). */
type Props = { params: Promise<{ token: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'quotesPages' });
  return { title: t('yourQuote'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

async function QuotePage({ params }: Props) {
  await setPageLocale(params);
  const { token } = await params;
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <QuoteView token={token} />
    </div>
  );
}

export default withClientMessages(['clientChecks', 'quotesPages', 'serverAnswers', 'serverErrors', 'validation'], QuotePage);
