import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DesignPage } from '@/components/studio/design-page';
import { getStudioCatalogue } from '@/lib/api/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'designPage' });
  return pageMetadata({ title: t('title'), description: t('description'), path: '/help', locale });
}

/**
 * Kept in Next's cache (tags catalogue, money rules, testimonials...): the query (?phone_number=) is read by the
 * studio in the browser. A failed read throws, so no failure is kept (app/error.tsx).
 */
export const revalidate = 3600;

async function HelpPage({ params }: LocaleProps) {
  const locale = await setPageLocale(params);
  const t = await getTranslations('designPage');
  return <DesignPage catalogue={{ ok: true, data: await getStudioCatalogue(locale) }} heading={t('title')} />;
}

export default withClientMessages(['business', 'checkout', 'clientChecks', 'delivery', 'designPage', 'editor', 'money', 'payNow', 'ratings', 'reviews', 'serverAnswers', 'serverErrors', 'studio', 'studioShare', 'studioShelf', 'studioStyle', 'team', 'validation'], HelpPage);
