import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { OrganiserDashboard } from '@/components/stores/organiser-dashboard';
import { Link } from '@/i18n/navigation';
import { setPageLocale } from '@/i18n/page';
import { getStoreDashboard } from '@/lib/api/store-organiser';
import '../../../../styles/store.css';

/**
 * A campaign store's dashboard, its organiser's alone: read per request with the visitor's own cookie (never cached,
 * never indexed). Another customer gets the not-found page (the store is not theirs to see); a visitor, a login link.
 */
type Props = { params: Promise<{ locale: string; slug: string }> };

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Store dashboard', robots: { index: false, follow: false } };

export default async function StoreOrganiserPage({ params }: Props) {
  await setPageLocale(params);
  const slug = (await params).slug;
  const answer = await getStoreDashboard(slug, (await headers()).get('cookie') ?? '');
  if (answer.kind === 'missing') notFound();
  if (answer.kind === 'login') {
    const t = await getTranslations('storeOrganiser');
    return (
      <div className="container page store-page">
        <h1>{t('loginTitle')}</h1>
        <p>
          {t('login')} <Link href={`/login?next=/store/${slug}/organiser`}>{t('loginLink')}</Link>
        </p>
      </div>
    );
  }
  return <OrganiserDashboard dashboard={answer.dashboard} />;
}
