import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

// The link carries a secret: no search engine keeps it, and no other site learns it from the Referer header.
type Props = { params: Promise<{ uid: string; token: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'auth' });
  return { title: t('resetTitle'), robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** Rendered per request, never kept: each address carries one person's secret. */
export const dynamic = 'force-dynamic';

/** The page the reset e-mail links to: `/reset-password/{uid}/{token}`. */
async function ResetPasswordPage({ params }: Props) {
  await setPageLocale(params);
  const { uid, token } = await params;
  const t = await getTranslations('auth');
  return (
    <div className="container page narrow-page">
      <h1>{t('resetTitle')}</h1>
      <section className="card">
        <ResetPasswordForm uid={decodeURIComponent(uid)} token={decodeURIComponent(token)} />
      </section>
    </div>
  );
}

export default withClientMessages(['auth', 'clientChecks', 'serverAnswers', 'serverErrors', 'validation'], ResetPasswordPage);
