/**
 * A public page's title, description, canonical URL and share cards in one call, so every page states them the
 * same way. The canonical URL is the page's path without its query: /help?phone_number=... is /help.
 * (`metadataBase` in the root layout makes these paths absolute on SHOP_SITE_URL.)
 */
import type { Metadata } from 'next';
import { SHOP_NAME } from '@/lib/site';
import { localizedPath } from '@/i18n/languages';

/** Search engines show about 155 characters of a description: cut at a word, with an ellipsis. */
export function shortDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** `picture`: the page has its own share image (a product's opengraph-image), shown large in a Twitter/X card. */
export function pageMetadata({
  title,
  description,
  path,
  picture = false,
  locale = 'en',
}: {
  title: string;
  description: string;
  path: string;
  picture?: boolean;
  /** the page's language: its canonical address is that language's (the hreflang links name the others) */
  locale?: string;
}): Metadata {
  const text = shortDescription(description);
  const url = localizedPath(locale, path);
  return {
    title,
    description: text,
    alternates: { canonical: url },
    openGraph: { type: 'website', siteName: SHOP_NAME, locale: `${locale}_IN`, title, description: text, url },
    twitter: { card: picture ? 'summary_large_image' : 'summary', title, description: text },
  };
}
