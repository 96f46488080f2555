import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'auth' });
  return { title: t('forgotTitle'), robots: { index: false } };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "Forgot password?" of the log-in page's panels: the Admin Team panel's link adds `?team=1`. */
async function ForgotPasswordPage({ params, searchParams }: Props & LocaleProps) {
  await setPageLocale(params);
  const team = (await searchParams).team === '1';
  const t = await getTranslations('auth');
  return (
    <div className="container page narrow-page">
      <h1>{t('forgotTitle')}</h1>
      <section className={`card auth-card ${team ? 'team' : 'guest'}`} aria-labelledby="forgot-title">
        <h2 id="forgot-title">{team ? t('teamTitle') : t('guestTitle')}</h2>
        <p className="lead">{t('forgotLead')}</p>
        <ForgotPasswordForm team={team} />
      </section>
      <p style={{ marginTop: 18 }}>
        {t('remembered')} <Link href="/login">{t('backToLogin')}</Link>
      </p>
    </div>
  );
}

export default withClientMessages(['auth', 'clientChecks', 'serverAnswers', 'serverErrors', 'validation'], ForgotPasswordPage);
