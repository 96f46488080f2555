import { DesignPage } from '@/components/studio/design-page';
import { attempt, getStudioCatalogue } from '@/lib/api/server';
import { phoneParam } from '@/lib/guard';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: 'Design Yourself',
  description: 'Design your own t-shirt, hoodie, flag, poster or stickers: upload your artwork or add text, see it on the product, and we print it in India.',
  path: '/help',
});

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function HelpPage({ searchParams }: { searchParams: Search }) {
  const phone = phoneParam(await searchParams);
  return <DesignPage catalogue={await attempt(getStudioCatalogue)} heading="Design Yourself" phone={phone} />;
}
