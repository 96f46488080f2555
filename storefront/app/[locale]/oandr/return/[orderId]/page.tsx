import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import { type Result, attempt, getMe, getReturnable } from '@/lib/api/server';
import type { Returnable } from '@/lib/api/returns';
import { localDate } from '@/lib/local-format';
import { ReturnForm } from '@/components/returns/return-form';
import { Notice } from '@/components/ui/notice';
import { RetryNotice } from '@/components/ui/retry-notice';
import '@/components/returns/returns.css';
import { Link } from '@/i18n/navigation';
import { setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

type Props = { params: Promise<{ locale: string; orderId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'tracking.returnPage' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * "Return or exchange" of one delivered order, rendered on the server with the visitor's cookies: the server says
 * whether the order can come back (inside the window, something left) and what may be picked; only then the form.
 */
async function ReturnPage({ params }: Props) {
  await setPageLocale(params);
  const { orderId } = await params;
  const t = await getTranslations('tracking');
  const cookie = (await headers()).get('cookie') ?? '';
  const me = await attempt(() => getMe(cookie));
  const loggedIn = me.ok && me.data.authenticated && !!me.data.phoneNumber;
  const order = loggedIn ? await attempt(() => getReturnable(orderId, cookie)) : null;
  return (
    <div className="container page" style={{ maxWidth: 720 }}>
      <Link href="/oandr" className="back-link">
        {t('order.back')}
      </Link>
      <h1>{t('returnPage.heading', { id: orderId })}</h1>
      {order ? <Body orderId={orderId} order={order} /> : <p>{t.rich('returnPage.logIn', { login: (chunks) => <Link href="/login">{chunks}</Link> })}</p>}
    </div>
  );
}

async function Body({ orderId, order }: { orderId: string; order: Result<Returnable> }) {
  const [t, locale] = await Promise.all([getTranslations('tracking.returnPage'), getLocale()]);
  if (!order.ok) {
    if (order.status === 404 || order.status === 403) return <Notice kind="error">{t('notFound', { id: orderId })}</Notice>;
    return <RetryNotice message={order.status === 0 ? order.message : t('loadFailed')} />;
  }
  if (!order.data.returnable) {
    const { refusalCode, refusalValues } = order.data;
    // English keeps the server's sentence; another language words the refusal from its code
    const refusal =
      locale === 'en' || !refusalCode
        ? (order.data.refusal ?? t('refusal_no_reason'))
        : t(`refusal_${refusalCode}`, { date: localDate(refusalValues.closed_on, locale), days: refusalValues.days ?? 0 });
    return (
      <Notice kind="info" role="status">
        {refusal}
      </Notice>
    );
  }
  return <ReturnForm order={order.data} />;
}

export default withClientMessages(['filePicker', 'returnCredit', 'tracking'], ReturnPage);
