import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { attempt, getBrands } from '@/lib/api/server';
import { AccountLinks } from './account-links';
import { BrandMenu } from './brand-menu';
import { LanguageSwitch } from './language-switch';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './nav-links';

export async function SiteHeader() {
  const locale = await getLocale();
  const [brands, t] = await Promise.all([attempt(() => getBrands(locale)), getTranslations('header')]);
  const brandList = brands.ok ? brands.data : null;
  const [home, design, ...rest] = MAIN_LINKS;
  return (
    <header className="site-header">
      <div className="container bar">
        <Link href="/" className="brand-link" aria-label={t('homeLabel')} prefetch={false}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>Rangrez</span>
        </Link>
        <nav className="main-nav" aria-label={t('main')}>
          <ul>
            <li>
              <Link href={home.href}>{t(home.key)}</Link>
            </li>
            <li>
              <Link href={design.href}>{t(design.key)}</Link>
            </li>
            <li>
              <BrandMenu brands={brandList} />
            </li>
            {rest.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{t(link.key)}</Link>
              </li>
            ))}
            <AccountLinks variant="desktop" />
          </ul>
        </nav>
        <LanguageSwitch />
        <MobileMenu brands={brandList} />
      </div>
    </header>
  );
}
