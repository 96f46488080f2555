import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Countdown } from '@/components/stores/countdown';
import { StoreShop } from '@/components/stores/store-shop';
import { getStore, getStoreProgress } from '@/lib/api/stores-server';
import '../../../styles/store.css';
import { setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

/**
 * A campaign store by its short link: the group's designs with their price and progress to the minimum, a countdown
 * to the close, and the buyer's form. Made on its first visit and kept in Next's cache (and the page cache in front
 * of it) under the 'stores' tag: Django's refresh after a store's order is counted expires it, and its progress read
 * lives five seconds at most, so the page is served from the cache between orders and its "18 of 24" is at most a few
 * seconds old; the browser reads the progress again while the page is open (components/stores/progress.tsx). Never
 * the buyers' names unless the organiser shows the roster.
 */
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const store = await getStore((await params).slug);
  if (!store) return { title: 'Store not found', robots: { index: false, follow: false } };
  const title = `${store.title} | Rangrez`;
  const description = `Order your own piece from ${store.organiser}'s store before it closes.`;
  const images = store.designs.map((d) => ({ url: d.imageUrl, width: 600, height: 800, type: 'image/png', alt: d.title }));
  return {
    title: { absolute: title },
    description,
    robots: { index: false, follow: false },
    openGraph: { title, description, type: 'website', url: `/store/${store.slug}`, images },
    twitter: { card: 'summary_large_image', title, description, images: images.map((i) => i.url) },
  };
}

async function StorePage({ params }: Props) {
  await setPageLocale(params);
  const slug = (await params).slug;
  const store = await getStore(slug);
  if (!store) notFound();
  const progress = await getStoreProgress(slug);
  const t = await getTranslations('storeShop');
  return (
    <div className="container page store-page">
      <h1 lang="en">{store.title}</h1>
      <p className="store-lead">
        {t.rich('lead', {
          organiser: store.organiser,
          name: (chunks) => <span lang="en">{chunks}</span>,
          delivery: store.delivery === 'together' ? 'together' : 'each',
        })}
      </p>
      <Countdown closesAt={progress.closesAt} closed={progress.status !== 'open'} />
      <StoreShop store={store} progress={progress} />
      {store.roster.length > 0 && (
        <section className="store-roster" aria-label={t('roster')}>
          <h2>{t('roster')}</h2>
          <ul>
            {store.roster.map((r, i) => (
              <li key={i} lang="en">
                {r.name} {r.number} ({r.size})
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export default withClientMessages(['storeShop'], StorePage);
