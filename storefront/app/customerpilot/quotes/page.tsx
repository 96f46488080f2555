import type { Metadata } from 'next';
import { MyQuotes } from '@/components/quotes/my-quotes';

/** Each customer's own page: never indexed. */
export const metadata: Metadata = { title: 'My quotes', robots: { index: false } };

export default function MyQuotesPage() {
  return (
    <div className="container page" style={{ maxWidth: 860 }}>
      <h1>My quotes</h1>
      <MyQuotes />
    </div>
  );
}
