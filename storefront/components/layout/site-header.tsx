import Link from 'next/link';
import { attempt, getBrands } from '@/lib/api/server';
import { AccountLinks } from './account-links';
import { BrandMenu } from './brand-menu';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './nav-links';

export async function SiteHeader() {
  const brands = await attempt(getBrands);
  const brandList = brands.ok ? brands.data : null;
  const [home, design, ...rest] = MAIN_LINKS;
  return (
    <header className="site-header">
      <div className="container bar">
        <Link href="/" className="brand-link" aria-label="Rangrez home">
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>Rangrez</span>
        </Link>
        <nav className="main-nav" aria-label="Main">
          <ul>
            <li>
              <Link href={home.href}>{home.label}</Link>
            </li>
            <li>
              <Link href={design.href}>{design.label}</Link>
            </li>
            <li>
              <BrandMenu brands={brandList} />
            </li>
            {rest.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
            <AccountLinks variant="desktop" />
          </ul>
        </nav>
        <MobileMenu brands={brandList} />
      </div>
    </header>
  );
}
