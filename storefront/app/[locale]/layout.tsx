import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { geistSans } from '../fonts/geist';
import '../globals.css';
import '../styles/chrome.css';
import '../styles/home.css';
import '../styles/shop.css';
import '../styles/quotes.css';
// the product page's parts' styles in the layout's one stylesheet, not a file each: the product page asked for five
// stylesheets before its first paint, two now (each its own connection's round trip on HTTP/1.1)
import '@/components/bag/bag.css';
import '@/components/reviews/reviews.css';
import '@/components/delivery/delivery.css';
import '@/components/promotions/promotions.css';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { HreflangLinks } from '@/components/layout/hreflang-links';
import { BagSync } from '@/components/consent/bag-sync';
import { getMoneyRules } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { siteOrigin } from '@/lib/site';
import { intlTag, languageFont } from '@/i18n/languages';
import { routing } from '@/i18n/routing';
import { clientMessages, SHELL_NAMESPACES } from '@/i18n/client-messages';

// No request data here: the public pages are kept in Next's cache and refreshed when Django says what
// changed (app/cache/revalidate). What is personal in the header (account links, bag) is read in the browser.
// The language is the address's (i18n/routing.ts), so each language's page is its own cache entry.

type Props = { params: Promise<{ locale: string }> };

export function generateStaticParams(): { locale: string }[] {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'layout' });
  const { freeShipping } = moneyWords(await getMoneyRules(), await getTranslations({ locale, namespace: 'money' }));
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: t('title'), template: t('titleTemplate') },
    description: `${t('description')}${freeShipping ? ` ${freeShipping}.` : ''}`,
    icons: { icon: '/logo.svg' },
  };
}

export const viewport: Viewport = { themeColor: '#2d1b69', width: 'device-width', initialScale: 1 };

export default async function LocaleLayout({ children, params }: Readonly<{ children: React.ReactNode } & Props>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('layout');
  // the shell's words only: a page sends its own client components' (i18n/client-messages.tsx)
  const messages = await clientMessages(SHELL_NAMESPACES);
  // the script's face asked for with the page's first bytes, not once the CSS is read: drawn before the first paint,
  // so the text does not jump when it arrives (Lighthouse measured CLS 0.164 on the Hindi home without it)
  const font = languageFont(locale);
  if (font) preload(font, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang={intlTag(locale)} className={geistSans.variable}>
      <body>
        <NextIntlClientProvider locale={locale} messages={messages}>
          <HreflangLinks origin={siteOrigin()} />
          <LoadingScreen />
          <a className="skip-link" href="#main">
            {t('skip')}
          </a>
          <SiteHeader />
          <BagSync />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
