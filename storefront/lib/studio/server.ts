/** Server-side reads of the studio's catalogue (product types, colours, sizes). */
import 'server-only';
import { djangoOrigin } from '@/lib/api/server';
import { type StudioCatalogue, toColours, toSizes, toStudioProducts } from './catalogue';

async function getJson(path: string): Promise<unknown> {
  const response = await fetch(`${djangoOrigin()}${path}`, {
    headers: { Accept: 'application/json' },
    next: { revalidate: 60 },
    signal: AbortSignal.timeout(8000),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** The catalogue, or null when the shop cannot be reached (the page then offers a retry). */
export async function getStudioCatalogue(): Promise<StudioCatalogue | null> {
  try {
    const [products, colours, sizes] = await Promise.all([
      getJson('/api/catalogue/product-types/'),
      getJson('/api/catalogue/colours/'),
      getJson('/api/catalogue/sizes/'),
    ]);
    return { products: toStudioProducts(products), colours: toColours(colours), sizes: toSizes(sizes) };
  } catch {
    return null;
  }
}
