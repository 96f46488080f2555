import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ContactForm } from '@/components/forms/contact-form';
import { SupportPanel } from '@/components/forms/support-panel';
import { getSellerPage } from '@/lib/api/server';
import { sellerPageHref } from '@/lib/api/seller-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'contactPage' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/contact', locale });
}

/** Kept in Next's cache (tag pages); a failed read throws, so no failure is kept (app/error.tsx). */
export const revalidate = 3600;

async function ContactPage({ params }: LocaleProps) {
  await setPageLocale(params);
  // any seller page carries the shop's customer-care contacts
  const page = await getSellerPage('grievance-officer');
  const t = await getTranslations('contactPage');
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <div className="two-col">
        <ContactForm />
        <div>
          <SupportPanel care={page.facts.seller} />
          <p className="muted" style={{ marginTop: 16 }}>
            {t.rich('promise', { officer: (words) => <Link href={sellerPageHref('grievance-officer')}>{words}</Link> })}
          </p>
        </div>
      </div>
    </div>
  );
}

export default withClientMessages(['clientChecks', 'contactPage', 'serverAnswers', 'serverErrors', 'validation'], ContactPage);
