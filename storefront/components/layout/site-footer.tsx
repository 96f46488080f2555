import Link from 'next/link';
import { getMoneyRules } from '@/lib/api/server';
import { currentYear } from '@/lib/format';
import { moneyWords } from '@/lib/money-words';

// Plain links below the fold: next/link's per-link hydration and prefetch observers cost the home page's start-up
// time and buy nothing for links a shopper reaches only after scrolling.

const COLUMNS: { title: string; links: string[] }[] = [
  { title: 'Products', links: ['T-Shirts', 'Hoodies', 'Drum Skins', 'Flags', 'Stickers'] },
  { title: 'Sports', links: ['Team Jerseys', 'Club Flags', 'Fan Tees', 'Training Wear'] },
  { title: 'Collections', links: ['Renaissance', 'Festive', 'Band Merch', 'Corporate'] },
  { title: 'Support', links: ['My Account', 'Track Order', 'Returns', 'Size Help'] },
];

export async function SiteFooter() {
  const { club } = moneyWords(await getMoneyRules());
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
          {COLUMNS.map((col) => (
            <nav key={col.title} aria-label={col.title}>
              <h2>{col.title}</h2>
              <ul>
                {col.links.map((label) => (
                  <li key={label}>
                    <a href="/login">{label}</a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom">
          <span>© {currentYear()} Rangrez · Custom merch printed in India</span>
          <nav aria-label="More">
            <a href="/contact">Contact Us</a>
            <a href="/bulk">Bulk orders</a>
            <a href="/choice">Start a design</a>
            <a href="/oandr">Orders &amp; Returns</a>
          </nav>
        </div>
      </div>
    </footer>
  );
}
