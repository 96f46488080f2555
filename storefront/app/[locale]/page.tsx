import type { Metadata } from 'next';
import Link from 'next/link';
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

/**
 * Kept in Next's cache; Django's revalidation call (money rules, testimonials) or the hour refreshes it. A failed read
 * throws (readMoneyRules, Testimonials), so a page made while the shop is down is never kept.
 */
export const revalidate = 3600;

/** The title and description are the root layout's (worded from the money rules); the home page adds its address. */
export const metadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: { type: 'website', siteName: SHOP_NAME, locale: 'en_IN', url: '/', title: 'Rangrez · Custom merch printed in India' },
};

const WHATS_HOT = [
  { label: 'Drum Skin', img: '/categories/drum-skin.svg', href: '/help/drum-skin' },
  { label: 'Flags', img: '/categories/flags.svg', href: '/help/flags' },
  { label: 'Hand Print', img: '/categories/hand-print.svg', href: '/help' },
  { label: 'Tees', img: '/categories/tees.svg', href: '/help/tshirts' },
];

const SHOP_BY_PRODUCT = [
  { label: 'Business Cards', img: '/categories/business-cards.svg', href: '/help/business-cards' },
  { label: 'Tank Tops', img: '/categories/tank-tops.svg', href: '/help/tank-tops' },
  { label: 'Stickers', img: '/categories/stickers.svg', href: '/help/stickers' },
];

// Plain links: the tiles sit below the fold, where next/link's hydration and prefetch observers only slow start-up.
function Tiles({ items, three }: { items: typeof WHATS_HOT; three?: boolean }) {
  return (
    <div className={three ? 'tile-grid three' : 'tile-grid'}>
      {items.map((t) => (
        <a key={t.label} href={t.href} className="tile">
          <img src={t.img} alt="" width={400} height={400} loading="lazy" />
          <span>{t.label}</span>
        </a>
      ))}
    </div>
  );
}

export default async function HomePage({ params }: LocaleProps) {
  await setPageLocale(params);
  // readMoneyRules throws when the shop cannot be reached: Next then keeps the last good page (or shows app/error.tsx)
  const [rules, consent] = await Promise.all([readMoneyRules(), getNewsletterConsent()]);
  const words = moneyWords(rules);
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <TopBanner messages={bannerMessages(words)} />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <div>
            <p className="eyebrow">Printed in India · Since the first dye vat</p>
            <h1 id="hero-title">Make it loud. Make it yours.</h1>
            <p>
              Custom drum skins, tees, flags and stickers, printed to order by the Rangrez studio. Upload your art, pick your
              colours, we do the rest.
            </p>
            <div className="hero-actions">
              <Link href="/login" className="btn btn-marigold">
                Shop Drumskin
              </Link>
              <Link href="/brevity" className="btn btn-light">
                Browse designs
              </Link>
            </div>
          </div>
          <HeroArt />
        </div>
      </section>

      {/* Below the fold: its own Suspense boundary, so React hydrates it in a later task instead of one long one. */}
      <Suspense>
        <section className="section" aria-labelledby="hot-title">
          <div className="container">
            <div className="section-head">
              <h2 id="hot-title">What&apos;s Hot</h2>
              <p>The prints everyone is ordering this week.</p>
            </div>
            <Tiles items={WHATS_HOT} />
          </div>
        </section>

        <section className="section" aria-labelledby="product-title" style={{ paddingTop: 0 }}>
          <div className="container">
            <div className="section-head">
              <h2 id="product-title">Shop by Product</h2>
              <Link href="/choice">See every product type</Link>
            </div>
            <Tiles items={SHOP_BY_PRODUCT} three />
          </div>
        </section>

        <section className="section story" aria-labelledby="story-title">
          <div className="container">
            <img src="/categories/hand-print.svg" alt="" width={400} height={400} loading="lazy" style={{ borderRadius: 16 }} />
            <div>
              <h2 id="story-title">Our story</h2>
              <p>
                A <em>rangrez</em> is a dyer: the craftsman who gives cloth its colour. We started with one screen-printing table
                and a love for band merch, drum skins and club flags that look like nobody else&apos;s.
              </p>
              <p>
                Today our studio prints t-shirts, hoodies, flags, stickers and business cards for musicians, teams, colleges and
                companies across India, with water-based inks and combed cotton{words.freeShipping && `. ${words.freeShipping}`}.
              </p>
              <Link href="/help" className="btn">
                Design Yourself
              </Link>
            </div>
          </div>
        </section>

        <section className="section" aria-labelledby="reviews-title">
          <div className="container">
            <div className="section-head">
              <h2 id="reviews-title">What our customers say</h2>
            </div>
            <Testimonials />
          </div>
        </section>

        <section className="section" id="join-the-club" aria-labelledby="club-title" style={{ paddingTop: 0 }}>
          <div className="container">
            <div className="club">
              <div>
                <h2 id="club-title">Join the Club</h2>
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
