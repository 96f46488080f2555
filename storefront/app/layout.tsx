import type { Metadata, Viewport } from 'next';
import { geistSans } from './fonts/geist';
import './globals.css';
import './styles/chrome.css';
import './styles/home.css';
import './styles/shop.css';
import './styles/quotes.css';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { BagSync } from '@/components/consent/bag-sync';
import { getMoneyRules } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { siteOrigin } from '@/lib/site';

// No request data here: the public pages are kept in Next's cache (issue 28) and refreshed when Django says what
// changed (app/cache/revalidate). What is personal in the header (account links, bag) is read in the browser.

export async function generateMetadata(): Promise<Metadata> {
  const { freeShipping } = moneyWords(await getMoneyRules());
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: 'Rangrez · Custom merch printed in India', template: '%s · Rangrez' },
    description: `Design your own t-shirts, hoodies, drum skins, flags, stickers and business cards. Printed in India.${freeShipping ? ` ${freeShipping}.` : ''}`,
    icons: { icon: '/logo.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#2d1b69', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en-IN" className={geistSans.variable}>
      <body>
        <LoadingScreen />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <BagSync />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
