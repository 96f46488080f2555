import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BagRestore } from '@/components/consent/bag-restore';
import { setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'bag' });
  return { title: t('title'), robots: { index: false } };
}
export const dynamic = 'force-dynamic';

/** The bag reminder's signed link: puts the kept bag back into this browser (the segment arrives encoded: its `:`). */
async function BagRestorePage({ params }: { params: Promise<{ locale: string; token: string }> }) {
  await setPageLocale(params);
  const t = await getTranslations('bag');
  return (
    <div className="container page">
      <h1>{t('title')}</h1>
      <BagRestore token={decodeURIComponent((await params).token)} />
    </div>
  );
}

export default withClientMessages(['clientChecks', 'serverAnswers', 'serverErrors', 'validation'], BagRestorePage);
