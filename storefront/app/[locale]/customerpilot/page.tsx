import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { CustomerHome } from '@/components/customer/customer-home';
import { attempt, getMe } from '@/lib/api/server';
import { customerGuard, phoneParam } from '@/lib/guard';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * A visitor without the account's session (every search engine) gets the refusal and `noindex`; the owner's own
 * page carries no robots rule, as nothing but the owner's session ever sees it.
 */
export async function generateMetadata({ params, searchParams }: Props & LocaleProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'account' });
  const me = await attempt(async () => getMe((await headers()).get('cookie') ?? ''));
  const allowed = customerGuard(me.ok ? me.data : null, phoneParam(await searchParams)).allow;
  return allowed ? { title: t('title') } : { title: t('title'), robots: { index: false } };
}

async function CustomerPilotPage({ params, searchParams }: Props & LocaleProps) {
  await setPageLocale(params);
  const phone = phoneParam(await searchParams) || null;
  const cookie = (await headers()).get('cookie') ?? '';
  return (
    <div className="container page">
      <CustomerHome phoneInUrl={phone} cookie={cookie} />
    </div>
  );
}

export default withClientMessages(['account', 'auth', 'business', 'clientChecks', 'serverAnswers', 'serverErrors', 'tracking', 'validation'], CustomerPilotPage);
