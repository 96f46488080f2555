import localFont from 'next/font/local';

/** Geist (SIL OFL, from the geist package) cut down to the shop's characters by scripts/subset-font.sh: 27 kB
 * instead of 68 kB on every first visit. Other scripts (a customer's name in Devanagari) use the system fonts. */
export const geistSans = localFont({
  src: './Geist-Latin.woff2',
  variable: '--font-geist-sans',
  weight: '100 900',
  display: 'swap',
});
