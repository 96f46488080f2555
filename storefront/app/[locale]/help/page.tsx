import { DesignPage } from '@/components/studio/design-page';
import { getStudioCatalogue } from '@/lib/api/server';
import { pageMetadata } from '@/lib/seo/metadata';
import { type LocaleProps, setPageLocale } from '@/i18n/page';

export const metadata = pageMetadata({
  title: 'Design Yourself',
  description: 'Design your own t-shirt, hoodie, flag, poster or stickers: upload your artwork or add text, see it on the product, and we print it in India.',
  path: '/help',
});

/**
 * Kept in Next's cache (tags catalogue, money rules, testimonials...): the query (?phone_number=) is read by the
 * studio in the browser. A failed read throws, so no failure is kept (app/error.tsx).
 */
export const revalidate = 3600;

export default async function HelpPage({ params }: LocaleProps) {
  await setPageLocale(params);
  return <DesignPage catalogue={{ ok: true, data: await getStudioCatalogue() }} heading="Design Yourself" />;
}
