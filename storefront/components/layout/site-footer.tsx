import Link from 'next/link';

const COLUMNS: { title: string; links: string[] }[] = [
  { title: 'Products', links: ['T-Shirts', 'Hoodies', 'Drum Skins', 'Flags', 'Stickers'] },
  { title: 'Sports', links: ['Team Jerseys', 'Club Flags', 'Fan Tees', 'Training Wear'] },
  { title: 'Collections', links: ['Renaissance', 'Festive', 'Band Merch', 'Corporate'] },
  { title: 'Support', links: ['My Account', 'Track Order', 'Returns', 'Size Help'] },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="footer-club">
          <p>Join the club and get 10% off your first order.</p>
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
                    <Link href="/login">{label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom">
          <span>© {new Date().getFullYear()} Rangrez · Custom merch printed in India</span>
          <nav aria-label="More">
            <Link href="/contact">Contact Us</Link>
            <Link href="/bulk">Bulk orders</Link>
            <Link href="/choice">Start a design</Link>
            <Link href="/oandr">Orders &amp; Returns</Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
