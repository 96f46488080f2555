import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { notFound } from 'next/navigation';
import { getShare } from '@/lib/api/shares-server';
import '../../../styles/share.css';
import { setPageLocale } from '@/i18n/page';

/**
 * A design shared by link: the design on the garment and "Open in the studio". No account needed and nothing about
 * who made it; its own og:image (the picture) and og:title, so a chat app shows a card. Never indexed.
 */
type Props = { params: Promise<{ token: string }> };

const titleOf = (productName: string, sleeve: string) => `A design on a ${productName}${sleeve ? ` (${sleeve})` : ''} | Rangrez`;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const share = await getShare((await params).token);
  if (!share) return { title: 'Shared design not found', robots: { index: false, follow: false } };
  const title = titleOf(share.productName, share.sleeve);
  const description = 'Made in the Rangrez studio. Open it to change it and order your own.';
  const image = { url: share.imageUrl, width: 600, height: 800, type: 'image/png', alt: 'The design on the garment' };
  return {
    title: { absolute: title },
    description,
    robots: { index: false, follow: false },
    openGraph: { title, description, type: 'website', url: `/share/${share.token}`, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [share.imageUrl] },
  };
}

export default async function SharePage({ params }: Props) {
  await setPageLocale(params);
  const share = await getShare((await params).token);
  if (!share) notFound();
  const t = await getTranslations('sharePage');
  const product = <span lang="en">{share.productName}</span>;
  return (
    <div className="container page share-page">
      <h1>{t.rich('heading', { product: () => product })}</h1>
      <p className="share-lead">{t('lead')}</p>
      <img className="share-picture" src={share.imageUrl} width={600} height={800} alt={t('alt', { product: share.productName })} data-testid="share-picture" />
      <p>
        <Link className="btn" href={`/pilot?share=${encodeURIComponent(share.token)}`}>
          {t('open')}
        </Link>
      </p>
    </div>
  );
}
