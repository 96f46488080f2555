/** The header's page links, in the order of the specification (the account links come last); `key` names the label in messages/*.json's `header`. */
export const MAIN_LINKS = [
  { href: '/', key: 'home' },
  { href: '/help', key: 'design' },
  { href: '/brevity', key: 'products' },
  { href: '/oandr', key: 'orders' },
] as const;

/** The specification's account links, shown while nobody is logged in (or before we know). */
export const ACCOUNT_LINKS = [
  { href: '/register', key: 'signup' },
  { href: '/login', key: 'login' },
] as const;

export const MOBILE_SHOP_LINKS = [
  { href: '/help/tshirts', key: 'tshirts' },
  { href: '/help/mugs', key: 'mugs' },
  { href: '/help/stickers', key: 'stickers' },
] as const;

/** The customer home of the specification: identity rides along as phone_number (the session still decides who it is). */
export function customerHomeHref(phone: string): string {
  return `/customerpilot?phone_number=${encodeURIComponent(phone)}`;
}
