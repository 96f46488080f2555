import type { Metadata } from 'next';
import { DesignPage } from '@/components/studio/design-page';
import { attempt, getStudioCatalogue } from '@/lib/api/server';
import { phoneParam } from '@/lib/guard';

export const metadata: Metadata = { title: 'Design Yourself' };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function HelpPage({ searchParams }: { searchParams: Search }) {
  const phone = phoneParam(await searchParams);
  return <DesignPage catalogue={await attempt(getStudioCatalogue)} heading="Design Yourself" phone={phone} />;
}
