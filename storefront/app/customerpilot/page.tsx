import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { CustomerHome } from '@/components/customer/customer-home';
import { phoneParam } from '@/lib/guard';

export const metadata: Metadata = { title: 'My account', robots: { index: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CustomerPilotPage({ searchParams }: Props) {
  const phone = phoneParam(await searchParams) || null;
  const cookie = (await headers()).get('cookie') ?? '';
  return (
    <div className="container page">
      <CustomerHome phoneInUrl={phone} cookie={cookie} />
    </div>
  );
}
