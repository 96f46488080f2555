/** Server-side reads from Django (server components only). Uses DJANGO_ORIGIN directly, not the rewrite. */
import 'server-only';
import { ApiError, NETWORK_MESSAGE, errorFromResponse } from './errors';
import { mapList, toBrand, toItem, toProductType, toTestimonial } from './mappers';
import type { Brand, CatalogueItem, ProductType, Testimonial } from './types';

export const djangoOrigin = (): string => (process.env.DJANGO_ORIGIN ?? 'http://127.0.0.1:8000').replace(/\/$/, '');

/** Catalogue data changes rarely: cache it for a minute (admins edit it in the back office). */
const REVALIDATE_SECONDS = 60;

async function getJson(path: string, revalidate = REVALIDATE_SECONDS): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${djangoOrigin()}${path}`, {
      headers: { Accept: 'application/json' },
      next: { revalidate },
      signal: AbortSignal.timeout(8000),
    });
  } catch {
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response.json();
}

export type Result<T> = { ok: true; data: T } | { ok: false; message: string; status: number };

/** Runs a read and turns a failure into a value the page can show with a Retry. */
export async function attempt<T>(read: () => Promise<T>): Promise<Result<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, message: error.message, status: error.status };
    return { ok: false, message: NETWORK_MESSAGE, status: 0 };
  }
}

export async function getItems(): Promise<CatalogueItem[]> {
  return mapList(await getJson('/api/catalogue/items/'), toItem);
}

export async function getItem(id: number): Promise<CatalogueItem> {
  const raw = (await getJson(`/api/catalogue/items/${id}/`)) as Record<string, unknown>;
  return toItem(raw);
}

export async function getBrands(): Promise<Brand[]> {
  return mapList(await getJson('/api/catalogue/brands/', 300), toBrand);
}

export async function getProductTypes(): Promise<ProductType[]> {
  return mapList(await getJson('/api/catalogue/product-types/'), toProductType);
}

export async function getTestimonials(): Promise<Testimonial[]> {
  return mapList(await getJson('/api/testimonials/', 30), toTestimonial);
}
