import type { Metadata } from 'next';
import { QuoteView } from '@/components/quotes/quote-view';
import { setPageLocale } from '@/i18n/page';

/** One customer's quote by its secret link: never indexed, never kept in a shared cache (read in the browser). */
export const metadata: Metadata = { title: 'Your quote', robots: { index: false, follow: false }, referrer: 'no-referrer' };

type Props = { params: Promise<{ token: string }> };

export default async function QuotePage({ params }: Props) {
  await setPageLocale(params);
  const { token } = await params;
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <QuoteView token={token} />
    </div>
  );
}
