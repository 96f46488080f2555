import type { MetadataRoute } from 'next';
import { attempt, getBrands, getItems, getProductTypes } from '@/lib/api/server';
import { absoluteUrl } from '@/lib/site';

/** Read per request (the API's own answers are cached a minute): a build made while the API was down lists no products. */
export const dynamic = 'force-dynamic';

/** The public pages that stand alone; customer, bag and team pages are left out (and kept off by robots.ts). */
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

/** Every active product (the API lists only those) with its last change, the design pages and the brand pages. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [items, types, brands] = await Promise.all([attempt(getItems), attempt(getProductTypes), attempt(getBrands)]);
  const products = items.ok ? items.data : [];
  const designs = types.ok ? types.data.filter((t) => t.customisable) : [];
  const newest = products.map((p) => when(p.updatedAt)).reduce<Date | undefined>((a, b) => (b && (!a || b > a) ? b : a), undefined);
  return [
    ...PAGES.map((p) => ({
      url: absoluteUrl(p.path),
      changeFrequency: p.changeFrequency,
      priority: p.priority,
      ...(p.path === '/brevity' && newest ? { lastModified: newest } : {}),
    })),
    ...products.map((p) => ({
      url: absoluteUrl(`/brevity/${p.id}`),
      lastModified: when(p.updatedAt),
      changeFrequency: 'weekly' as const,
      priority: 0.8,
      images: p.images.map((src) => absoluteUrl(src)),
    })),
    ...designs.map((t) => ({ url: absoluteUrl(`/help/${t.slug}`), lastModified: when(t.updatedAt), changeFrequency: 'weekly' as const, priority: 0.7 })),
    ...(brands.ok ? brands.data : []).map((b) => ({ url: absoluteUrl(`/help/${b.slug}`), changeFrequency: 'monthly' as const, priority: 0.5 })),
  ];
}
