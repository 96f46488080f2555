import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ReviewableList } from '@/components/reviews/reviewable-list';
import { Notice } from '@/components/ui/notice';
import { RetryNotice } from '@/components/ui/retry-notice';
import { attempt, getMe, getReviewable } from '@/lib/api/server';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

/** Each customer's own page: never indexed. */
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'myReviews' });
  return { title: t('title'), robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * "Rate your order" (the delivered-order e-mail and the customer home link here): the session decides whose
 * delivered items these are; `?order=` marks the order the e-mail was about.
 */
async function RateYourOrderPage({ params, searchParams }: Props & LocaleProps) {
  await setPageLocale(params);
  const query = await searchParams;
  const order = typeof query.order === 'string' && /^[A-Za-z0-9-]{1,32}$/.test(query.order) ? query.order : null;
  const cookie = (await headers()).get('cookie') ?? '';
  const me = await attempt(() => getMe(cookie));
  const t = await getTranslations('myReviews');
  const signedIn = me.ok && me.data.authenticated && !me.data.isStaff && me.data.phoneNumber;
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>{t('title')}</h1>
      {!me.ok && me.status === 0 ? (
        <RetryNotice message={me.message} />
      ) : !signedIn ? (
        <Notice kind="info">{t.rich('logIn', { login: (words) => <Link href="/login">{words}</Link> })}</Notice>
      ) : (
        <Lines cookie={cookie} order={order} phone={me.data.phoneNumber!} />
      )}
    </div>
  );
}

async function Lines({ cookie, order, phone }: { cookie: string; order: string | null; phone: string }) {
  const lines = await attempt(() => getReviewable(cookie));
  const t = await getTranslations('myReviews');
  return (
    <>
      <p className="muted">
        {t('lead')} <Link href={`/customerpilot?phone_number=${encodeURIComponent(phone)}`}>{t('backToAccount')}</Link>
      </p>
      {lines.ok ? <ReviewableList initial={lines.data} order={order} /> : <RetryNotice message={t('loadFailed')} />}
    </>
  );
}

export default withClientMessages(['clientChecks', 'filePicker', 'myReviews', 'ratings', 'serverAnswers', 'serverErrors', 'validation'], RateYourOrderPage);
