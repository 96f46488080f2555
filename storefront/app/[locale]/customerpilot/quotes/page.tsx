import type { Metadata } from 'next';
import { MyQuotes } from '@/components/quotes/my-quotes';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

/** Each customer's own page: never indexed. */
export const metadata: Metadata = { title: 'My quotes', robots: { index: false } };

export default async function MyQuotesPage({ params }: LocaleProps) {
  await setPageLocale(params);
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>My quotes</h1>
      <MyQuotes />
    </div>
  );
}
