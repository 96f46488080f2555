import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localizedPath, textLang } from '@/i18n/languages';
import en from '@/messages/en.json';
import { getMoneyRules, getSellerPages } from '@/lib/api/server';
import { SELLER_PAGES, sellerPageHref } from '@/lib/api/seller-pages';
import { currentYear } from '@/lib/format';
import { moneyWords } from '@/lib/money-words';

// Plain links below the fold: next/link's per-link hydration and prefetch observers cost the home page's start-up
// time and buy nothing for links a shopper reaches only after scrolling.

type FooterLink = { label: string; href: string };
type FooterKey = keyof (typeof en)['footer'];
/** A footer label in English (messages/en.json), the default when no language's translator is given. */
const english = (key: FooterKey | string): string => (en.footer as Record<string, string>)[key] ?? key;

/**
 * The specification's columns lead to /login; the Support column links the seller's pages (the issue 25 reading:
 * the Consumer Protection (E-Commerce) Rules, 2020 want them a click away), with the shop's titles when it answers.
 */
export function footerColumns(
  pages: { slug: string; title: string }[],
  label: (key: string) => string = english,
  pageTitle: (page: { slug: string; title: string }) => string = (p) => p.title,
): { title: string; links: FooterLink[] }[] {
  const toLogin = (keys: string[]): FooterLink[] => keys.map((key) => ({ label: label(key), href: '/login' }));
  const support = (pages.length ? pages : SELLER_PAGES).map((p) => ({ label: pageTitle(p), href: sellerPageHref(p.slug) }));
  return [
    { title: label('products'), links: toLogin(['tshirts', 'hoodies', 'drumSkins', 'flags', 'stickers']) },
    { title: label('sports'), links: toLogin(['teamJerseys', 'clubFlags', 'fanTees', 'trainingWear']) },
    { title: label('collections'), links: toLogin(['renaissance', 'festive', 'bandMerch', 'corporate']) },
    { title: label('support'), links: support },
  ];
}

const MORE = [
  { key: 'contact', href: '/contact' },
  { key: 'bulk', href: '/bulk' },
  { key: 'start', href: '/choice' },
  { key: 'orders', href: '/oandr' },
] as const;

export async function SiteFooter() {
  const locale = await getLocale();
  const [rules, pages, t, pagesT] = await Promise.all([
    getMoneyRules(),
    getSellerPages(locale),
    getTranslations('footer'),
    getTranslations('sellerPages'),
  ]);
  const { club } = moneyWords(rules, await getTranslations('money'));
  // the owner's title in the page's language where written, else the translator's name for the page
  const pageTitle = (p: { slug: string; title: string }) => (textLang(p.title, locale) ? pagesT(p.slug as never) : p.title);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-club">
          <p>{club ? `${club}.` : t('joinClub')}</p>
          <Link className="btn btn-marigold" href="/#join-the-club">
            {t('joinButton')}
          </Link>
        </div>
        <div className="footer-cols">
          {footerColumns(pages, (key) => t(key as FooterKey), pageTitle).map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2>{col.title}</h2>
              <ul>
                {col.links.map((link) => (
                  <li key={link.label}>
                    <a href={localizedPath(locale, link.href)}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom">
          <span>{t('copyright', { year: currentYear() })}</span>
          <nav aria-label={t('more')}>
            {MORE.map((link) => (
              <a key={link.href} href={localizedPath(locale, link.href)}>
                {t(link.key)}
              </a>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
