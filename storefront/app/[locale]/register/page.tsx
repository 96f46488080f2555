import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RegisterForm } from '@/components/auth/register-form';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'auth' });
  return pageMetadata({ title: t('signupTitle'), description: t('signupDescription'), path: '/register', locale });
}

async function RegisterPage({ params }: LocaleProps) {
  await setPageLocale(params);
  const t = await getTranslations('auth');
  return (
    <div className="container page" style={{ maxWidth: 820 }}>
      <h1>{t('registerHeading')}</h1>
      <p className="muted">{t('registerLead')}</p>
      <RegisterForm />
    </div>
  );
}

export default withClientMessages(['auth', 'clientChecks', 'serverAnswers', 'serverErrors', 'validation'], RegisterPage);
