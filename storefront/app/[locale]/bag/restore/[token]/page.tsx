import type { Metadata } from 'next';
import { BagRestore } from '@/components/consent/bag-restore';
import { setPageLocale } from '@/i18n/page';

export const metadata: Metadata = { title: 'Your bag', robots: { index: false } };
export const dynamic = 'force-dynamic';

/** The bag reminder's signed link: puts the kept bag back into this browser (the segment arrives encoded: its `:`). */
export default async function BagRestorePage({ params }: { params: Promise<{ locale: string; token: string }> }) {
  await setPageLocale(params);
  return (
    <div className="container page">
      <h1>Your bag</h1>
      <BagRestore token={decodeURIComponent((await params).token)} />
    </div>
  );
}
