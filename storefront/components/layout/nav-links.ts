/** The header's links, in the order of the specification. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/help', label: 'Design Yourself' },
  { href: '/brevity', label: 'All Products' },
  { href: '/oandr', label: 'Orders & Returns' },
  { href: '/register', label: 'Signup' },
  { href: '/login', label: 'Login' },
] as const;

export const MOBILE_SHOP_LINKS = [
  { href: '/help/tshirts', label: 'T-Shirts' },
  { href: '/help/mugs', label: 'Mugs' },
  { href: '/help/stickers', label: 'Stickers' },
] as const;
