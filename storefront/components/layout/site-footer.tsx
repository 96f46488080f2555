import Link from 'next/link';
import { getMoneyRules, getSellerPages } from '@/lib/api/server';
import { SELLER_PAGES, sellerPageHref } from '@/lib/api/seller-pages';
import { currentYear } from '@/lib/format';
import { moneyWords } from '@/lib/money-words';

// Plain links below the fold: next/link's per-link hydration and prefetch observers cost the home page's start-up
// time and buy nothing for links a shopper reaches only after scrolling.

type FooterLink = { label: string; href: string };
const toLogin = (labels: string[]): FooterLink[] => labels.map((label) => ({ label, href: '/login' }));

/**
 * The specification's columns lead to /login; the Support column links the seller's pages (the issue 25 reading:
 * the Consumer Protection (E-Commerce) Rules, 2020 want them a click away), with the shop's titles when it answers.
 */
export function footerColumns(pages: { slug: string; title: string }[]): { title: string; links: FooterLink[] }[] {
  const support = (pages.length ? pages : SELLER_PAGES).map((p) => ({ label: p.title, href: sellerPageHref(p.slug) }));
  return [
    { title: 'Products', links: toLogin(['T-Shirts', 'Hoodies', 'Drum Skins', 'Flags', 'Stickers']) },
    { title: 'Sports', links: toLogin(['Team Jerseys', 'Club Flags', 'Fan Tees', 'Training Wear']) },
    { title: 'Collections', links: toLogin(['Renaissance', 'Festive', 'Band Merch', 'Corporate']) },
    { title: 'Support', links: support },
  ];
}

const MORE: FooterLink[] = [
  { label: 'Contact Us', href: '/contact' },
  { label: 'Bulk orders', href: '/bulk' },
  { label: 'Start a design', href: '/choice' },
  { label: 'Orders & Returns', href: '/oandr' },
];

export async function SiteFooter() {
  const [rules, pages] = await Promise.all([getMoneyRules(), getSellerPages()]);
  const { club } = moneyWords(rules);
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-club">
          <p>{club ? `${club}.` : 'Join the club.'}</p>
          <Link className="btn btn-marigold" href="/#join-the-club">
            Join the Club
          </Link>
        </div>
        <div className="footer-cols">
          {footerColumns(pages).map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2>{col.title}</h2>
              <ul>
                {col.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom">
          <span>© {currentYear()} Rangrez · Custom merch printed in India</span>
          <nav aria-label="More">
            {MORE.map((link) => (
              <a key={link.href} href={link.href}>
                {link.label}
              </a>
            ))}
          </nav>
        </div>
      </div>
    </footer>
  );
}
