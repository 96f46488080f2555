import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { CustomerHome } from '@/components/customer/customer-home';

export const metadata: Metadata = { title: 'My account', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CustomerPilotPage({ searchParams }: Props) {
  const raw = (await searchParams).phone_number;
  const phone = typeof raw === 'string' ? raw : null;
  const cookie = (await headers()).get('cookie') ?? '';
  return (
    <div className="container page">
      <CustomerHome phoneInUrl={phone} cookie={cookie} />
    </div>
  );
}
