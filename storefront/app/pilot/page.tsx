import type { Metadata } from 'next';
import Link from 'next/link';
import { Studio } from '@/components/studio/studio';
import { getStudioCatalogue } from '@/lib/studio/server';

export const metadata: Metadata = { title: 'Customise Your Product' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function PilotPage({ searchParams }: { searchParams: Search }) {
  const query = await searchParams;
  const phone = typeof query.phone_number === 'string' ? query.phone_number : '';
  const againOrder = typeof query.order === 'string' && query.order ? query.order : undefined;
  const catalogue = await getStudioCatalogue();
  return (
    <div className="container page">
      {catalogue ? (
        <Studio catalogue={catalogue} phone={phone} againOrder={againOrder} />
      ) : (
        <p className="notice notice-error" role="alert">
          We could not load the products just now. <Link href="/pilot">Try again</Link>.
        </p>
      )}
    </div>
  );
}
