/** The header's page links, in the order of the specification (the account links come last). */
export const MAIN_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/help', label: 'Design Yourself' },
  { href: '/brevity', label: 'All Products' },
  { href: '/oandr', label: 'Orders & Returns' },
] as const;

/** The specification's account links, shown while nobody is logged in (or before we know). */
export const ACCOUNT_LINKS = [
  { href: '/register', label: 'Signup' },
  { href: '/login', label: 'Login' },
] as const;

export const MOBILE_SHOP_LINKS = [
  { href: '/help/tshirts', label: 'T-Shirts' },
  { href: '/help/mugs', label: 'Mugs' },
  { href: '/help/stickers', label: 'Stickers' },
] as const;

/** The customer home of the specification: identity rides along as phone_number (the session still decides who it is). */
export function customerHomeHref(phone: string): string {
  return `/customerpilot?phone_number=${encodeURIComponent(phone)}`;
}
