import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/languages';
import { Suspense } from 'react';
import { bannerMessages } from '@/components/home/banner-messages';
import { TopBanner } from '@/components/home/top-banner';
import { JoinClubForm } from '@/components/home/join-club-form';
import { NewsletterWithdraw } from '@/components/home/newsletter-withdraw';
import { Testimonials } from '@/components/home/testimonials';
import { HeroArt } from '@/components/home/hero-art';
import { getNewsletterConsent, readMoneyRules } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { organizationJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { SHOP_NAME } from '@/lib/site';
import { type LocaleProps, setPageLocale } from '@/i18n/page';
import { withClientMessages } from '@/i18n/client-messages';

/**
 * Kept in Next's cache; Django's revalidation call (money rules, testimonials) or the hour refreshes it. A failed read
 * throws (readMoneyRules, Testimonials), so a page made while the shop is down is never kept.
 */
export const revalidate = 3600;

/** The title and description are the root layout's (worded from the money rules); the home page adds its address. */
export async function generateMetadata({ params }: LocaleProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'layout' });
  const url = localizedPath(locale, '/');
  return {
    alternates: { canonical: url },
    openGraph: { type: 'website', siteName: SHOP_NAME, locale: `${locale}_IN`, url, title: t('title') },
  };
}

const WHATS_HOT = [
  { label: 'drumSkin', img: '/categories/drum-skin.svg', href: '/help/drum-skin' },
  { label: 'flags', img: '/categories/flags.svg', href: '/help/flags' },
  { label: 'handPrint', img: '/categories/hand-print.svg', href: '/help' },
  { label: 'tees', img: '/categories/tees.svg', href: '/help/tshirts' },
];

const SHOP_BY_PRODUCT = [
  { label: 'businessCards', img: '/categories/business-cards.svg', href: '/help/business-cards' },
  { label: 'tankTops', img: '/categories/tank-tops.svg', href: '/help/tank-tops' },
  { label: 'stickers', img: '/categories/stickers.svg', href: '/help/stickers' },
];

// Plain links: the tiles sit below the fold, where next/link's hydration and prefetch observers only slow start-up.
// `label` names the tile's words in messages/*.json's `home`; `locale` prefixes the plain links.
function Tiles({ items, three, label, locale }: { items: typeof WHATS_HOT; three?: boolean; label: (key: string) => string; locale: string }) {
  return (
    <div className={three ? 'tile-grid three' : 'tile-grid'}>
      {items.map((t) => (
        <a key={t.label} href={localizedPath(locale, t.href)} className="tile">
          <img src={t.img} alt="" width={400} height={400} loading="lazy" />
          <span>{label(t.label)}</span>
        </a>
      ))}
    </div>
  );
}

async function HomePage({ params }: LocaleProps) {
  const locale = await setPageLocale(params);
  const t = await getTranslations('home');
  const label = (key: string) => t(key as 'tees');
  // readMoneyRules throws when the shop cannot be reached: Next then keeps the last good page (or shows app/error.tsx)
  const [rules, consent] = await Promise.all([readMoneyRules(), getNewsletterConsent()]);
  const words = moneyWords(rules, await getTranslations('money'));
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <TopBanner messages={bannerMessages(words, t('newCollection'))} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <div>
            <p className="eyebrow">{t('eyebrow')}</p>
            <h1 id="hero-title">{t('heroTitle')}</h1>
            <p>{t('heroBody')}</p>
            <div className="hero-actions">
              <Link href="/login" className="btn btn-marigold">
                {t('shopDrumskin')}
              </Link>
              <Link href="/brevity" className="btn btn-light">
                {t('browse')}
              </Link>
            </div>
          </div>
          <HeroArt label={t('heroArt')} />
        </div>
      </section>

      {/* Below the fold: its own Suspense boundary, so React hydrates it in a later task instead of one long one.
          When the page's first 12.8 KB hold the hero and the start of this (the Hindi page: Devanagari is 3 bytes a
          letter), React sends it after the footer and shows it a frame later: the fallback keeps a screen's height
          there meanwhile, so the footer is never drawn under the hero and pushed down (Lighthouse: CLS 0.067). */}
      <Suspense fallback={<div className="below-fold" aria-hidden="true" />}>
        <section className="section" aria-labelledby="hot-title">
          <div className="container">
            <div className="section-head">
              <h2 id="hot-title">{t('hot')}</h2>
              <p>{t('hotBody')}</p>
            </div>
            <Tiles items={WHATS_HOT} label={label} locale={locale} />
          </div>
        </section>

        <section className="section" aria-labelledby="product-title" style={{ paddingTop: 0 }}>
          <div className="container">
            <div className="section-head">
              <h2 id="product-title">{t('byProduct')}</h2>
              <Link href="/choice">{t('everyType')}</Link>
            </div>
            <Tiles items={SHOP_BY_PRODUCT} three label={label} locale={locale} />
          </div>
        </section>

        <section className="section story" aria-labelledby="story-title">
          <div className="container">
            <img src="/categories/hand-print.svg" alt="" width={400} height={400} loading="lazy" style={{ borderRadius: 16 }} />
            <div>
              <h2 id="story-title">{t('story')}</h2>
              <p>{t.rich('story1', { em: (chunks) => <em>{chunks}</em> })}</p>
              <p>
                {t('story2')}
                {words.freeShipping && `. ${words.freeShipping}`}.
              </p>
              <Link href="/help" className="btn">
                {t('designYourself')}
              </Link>
            </div>
          </div>
        </section>

        <section className="section" aria-labelledby="reviews-title">
          <div className="container">
            <div className="section-head">
              <h2 id="reviews-title">{t('reviews')}</h2>
            </div>
            <Testimonials />
          </div>
        </section>

        <section className="section" id="join-the-club" aria-labelledby="club-title" style={{ paddingTop: 0 }}>
          <div className="container">
            <div className="club">
              <div>
                <h2 id="club-title">{t('club')}</h2>
                {words.clubPerks && <p>{words.clubPerks}</p>}
              </div>
              <div>
                <JoinClubForm consent={consent} />
                <NewsletterWithdraw />
              </div>
            </div>
          </div>
        </section>
      </Suspense>
    </>
  );
}

export default withClientMessages(['home', 'validation'], HomePage);
