import { getTranslations } from 'next-intl/server';
import type { Metadata } from 'next';
import { Studio } from '@/components/studio/studio';
import { RetryNotice } from '@/components/ui/retry-notice';
import { attempt, getMoneyRules, getStudioCatalogue } from '@/lib/api/server';
import { phoneParam } from '@/lib/guard';
import { moneyWords } from '@/lib/money-words';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  return { title: (await getTranslations({ locale, namespace: 'studio' }))('heading') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

async function PilotPage({ params, searchParams }: { searchParams: Search } & LocaleProps) {
  await setPageLocale(params);
  const query = await searchParams;
  const phone = phoneParam(query);
  const againOrder = typeof query.order === 'string' && query.order ? query.order : undefined;
  const shareToken = typeof query.share === 'string' && query.share ? query.share : undefined;
  const [catalogue, rules] = await Promise.all([attempt(getStudioCatalogue), getMoneyRules()]);
  return (
    <div className="container page">
      {catalogue.ok ? (
        <Studio catalogue={catalogue.data} words={moneyWords(rules, await getTranslations('money'))} phone={phone} againOrder={againOrder} shareToken={shareToken} />
      ) : (
        <RetryNotice message={(await getTranslations('studio'))('loadFailed')} />
      )}
    </div>
  );
}

export default withClientMessages(['business', 'checkout', 'clientChecks', 'delivery', 'editor', 'money', 'payNow', 'serverAnswers', 'serverErrors', 'studio', 'studioShare', 'studioShelf', 'studioStyle', 'team', 'validation'], PilotPage);
