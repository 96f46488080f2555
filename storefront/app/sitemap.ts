import type { MetadataRoute } from 'next';
import { getBrands, getItems, getProductTypes } from '@/lib/api/server';
import { absoluteUrl } from '@/lib/site';
import { DEFAULT_LOCALE, LANGUAGES, intlTag, localizedPath } from '@/i18n/languages';

/**
 * Kept in Next's cache (tags catalogue, brands). A failed read throws: a build or a refresh made while the API is
 * down never keeps a sitemap without products (Next serves the last good one).
 */
export const revalidate = 3600;

/** The public pages that stand alone; customer, bag and team pages are left out (the team's are kept off by robots.ts). */
const PAGES: { path: string; priority: number; changeFrequency: 'daily' | 'weekly' | 'monthly' }[] = [
  { path: '/', priority: 1, changeFrequency: 'daily' },
  { path: '/brevity', priority: 0.9, changeFrequency: 'daily' },
  { path: '/help', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/choice', priority: 0.6, changeFrequency: 'weekly' },
  { path: '/bulk', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/oandr', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/contact', priority: 0.4, changeFrequency: 'monthly' },
];

const when = (iso: string): Date | undefined => {
  const at = iso ? new Date(iso) : null;
  return at && !Number.isNaN(at.getTime()) ? at : undefined;
};

/**
 * Each entry's address in every language (`<xhtml:link rel="alternate" hreflang>`, as the pages' own links say): the
 * English address and x-default unprefixed, Hindi's under /hi/. The entry's own `url` stays the English one.
 */
function alternates(path: string): { languages: Record<string, string> } {
  const languages = Object.fromEntries(LANGUAGES.map((l) => [intlTag(l.code), absoluteUrl(localizedPath(l.code, path))]));
  return { languages: { ...languages, 'x-default': absoluteUrl(localizedPath(DEFAULT_LOCALE, path)) } };
}

/** Every active product (the API lists only those) with its last change, the design pages and the brand pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, types, brands] = await Promise.all([getItems(), getProductTypes(), getBrands()]);
  const designs = types.filter((t) => t.customisable);
  const newest = products.map((p) => when(p.updatedAt)).reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined);
  return [
    ...PAGES.map((p) => ({
      url: absoluteUrl(p.path),
      alternates: alternates(p.path),
      changeFrequency: p.changeFrequency,
      priority: p.priority,
      ...(p.path === '/brevity' && newest ? { lastModified: newest } : {}),
    })),
    ...products.map((p) => ({
      url: absoluteUrl(`/brevity/${p.id}`),
      alternates: alternates(`/brevity/${p.id}`),
      lastModified: when(p.updatedAt),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      images: p.images.map((src) => absoluteUrl(src)),
    })),
    ...designs.map((t) => ({
      url: absoluteUrl(`/help/${t.slug}`),
      alternates: alternates(`/help/${t.slug}`),
      lastModified: when(t.updatedAt), changeFrequency: 'weekly' as const,
      priority: 0.7,
    })),
    ...brands.map((b) => ({ url: absoluteUrl(`/help/${b.slug}`), alternates: alternates(`/help/${b.slug}`), changeFrequency: 'monthly' as const, priority: 0.5 })),
  ];
}
