import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoginPanel } from '@/components/auth/login-panel';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return pageMetadata({ title: t('loginTitle'), description: t('loginDescription'), path: '/login', locale });
}

async function LoginPage({ params }: LocaleProps) {
  await setPageLocale(params);
  const t = await getTranslations('auth');
  return (
    <div className="container page">
      <h1>{t('loginTitle')}</h1>
      <div className="auth-grid">
        <LoginPanel kind="guest" />
        <LoginPanel kind="team" />
      </div>
    </div>
  );
}

export default withClientMessages(['auth', 'clientChecks', 'serverAnswers', 'serverErrors', 'validation'], LoginPage);
