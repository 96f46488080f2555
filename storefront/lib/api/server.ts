/** Server-side reads from Django (server components only). Uses DJANGO_ORIGIN directly, not the rewrite. */
import 'server-only';
import { ApiError, NETWORK_MESSAGE, errorFromResponse } from './errors';
import { mapList, toBrand, toCustomer, toItem, toMe, toOrders, toProductType, toTestimonial } from './mappers';
import type { Brand, CatalogueItem, Customer, Me, Order, ProductType, Testimonial } from './types';
import { type Timeline, toTimeline } from './tracking';

export { attempt, type Result } from './result';

export const djangoOrigin = (): string => (process.env.DJANGO_ORIGIN ?? 'http://127.0.0.1:8000').replace(/\/$/, '');

/** Catalogue data changes rarely: cache it for a minute (admins edit it in the back office). */
const REVALIDATE_SECONDS = 60;

/** Public data is cached for `revalidate` seconds; a visitor's own data (`cookie` given) never is. */
async function getJson(path: string, { revalidate = REVALIDATE_SECONDS, cookie }: { revalidate?: number; cookie?: string } = {}): Promise<unknown> {
  const init: RequestInit = {
    headers: cookie === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', Cookie: cookie },
    ...(cookie === undefined ? { next: { revalidate } } : { cache: 'no-store' as const }),
  };
  let response: Response | undefined;
  // A read may go out on a pooled connection Django has just closed; it is a GET, so it is tried once more.
  for (let attempt = 1; !response; attempt += 1) {
    try {
      response = await fetch(`${djangoOrigin()}${path}`, { ...init, signal: AbortSignal.timeout(8000) });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      if (timedOut || attempt >= 2) throw new ApiError(NETWORK_MESSAGE, 0);
    }
  }
  if (!response.ok) throw await errorFromResponse(response);
  return response.json();
}

export async function getItems(): Promise<CatalogueItem[]> {
  return mapList(await getJson('/api/catalogue/items/'), toItem);
}

export async function getItem(id: number): Promise<CatalogueItem> {
  const raw = (await getJson(`/api/catalogue/items/${id}/`)) as Record<string, unknown>;
  return toItem(raw);
}

export async function getBrands(): Promise<Brand[]> {
  return mapList(await getJson('/api/catalogue/brands/', { revalidate: 300 }), toBrand);
}

export async function getProductTypes(): Promise<ProductType[]> {
  return mapList(await getJson('/api/catalogue/product-types/'), toProductType);
}

export async function getTestimonials(): Promise<Testimonial[]> {
  return mapList(await getJson('/api/testimonials/', { revalidate: 30 }), toTestimonial);
}

/* The visitor's own data: their request's cookies go along, so Django's session decides who they are. */
type Raw = Record<string, unknown>;
const q = (phone: string) => `phone_number=${encodeURIComponent(phone)}`;

export async function getMe(cookie: string): Promise<Me> {
  return toMe((await getJson('/api/me/', { cookie })) as Raw);
}

export async function getCustomer(phone: string, cookie: string): Promise<Customer> {
  return toCustomer((await getJson(`/api/customerdata/?${q(phone)}`, { cookie })) as Raw);
}

export async function getOrders(phone: string, cookie: string): Promise<Order[]> {
  return toOrders((await getJson(`/api/order/customerlist/?${q(phone)}`, { cookie })) as Raw);
}

/** The visitor's own orders as timelines (placed, confirmed, shipped, delivered), newest first. */
export async function getTimelines(cookie: string): Promise<Timeline[]> {
  const raw = await getJson('/api/orders/tracking/?limit=100', { cookie });
  return Array.isArray(raw) ? (raw as Raw[]).map(toTimeline) : [];
}
