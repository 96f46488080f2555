import type { Metadata } from 'next';
import Link from 'next/link';
import { DesignPage } from '@/components/studio/design-page';
import { getStudioCatalogue } from '@/lib/studio/server';

export const metadata: Metadata = { title: 'Design Yourself' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function HelpPage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const phone = typeof query.phone_number === 'string' ? query.phone_number : '';
  const catalogue = await getStudioCatalogue();
  if (!catalogue) {
    return (
      <div className="container page">
        <p className="notice notice-error" role="alert">
          We could not load the products just now. <Link href="/help">Try again</Link>.
        </p>
      </div>
    );
  }
  return <DesignPage catalogue={catalogue} heading="Design Yourself" phone={phone} />;
}
