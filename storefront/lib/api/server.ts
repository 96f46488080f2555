/**
 * Reads for server components, through the one request path straight to DJANGO_ORIGIN. The shop's shared data
 * (catalogue, brands, testimonials, money rules) never carries a cookie and is kept in Next's data cache under the
 * tags of docs/revalidate.md (lib/api/cache-tags.ts): Django asks app/cache/revalidate to refresh a tag
 * after a write commits, and every entry also expires after an hour, so a lost call heals by itself. A visitor's own
 * data takes their request's cookies, so Django's session decides who they are, and is never cached.
 */
import 'server-only';
import { DEFAULT_LOCALE } from '@/i18n/languages';
import { cache } from 'react';
import { type CacheTag, FALLBACK_SECONDS } from './cache-tags';
import { byPhone, shop, unwrap } from './http';
import {
  toBrand,
  toColours,
  toCustomer,
  toItem,
  toMe,
  toMoneyRules,
  toOrders,
  toProductType,
  toSizes,
  toTestimonial,
} from './mappers';
import type { Brand, CatalogueItem, Customer, Me, MoneyRules, Order, ProductType, StudioCatalogue, Testimonial } from './types';

import { type ItemPriceTable, type PriceTable, toItemPriceTable, toPriceTable } from './price-breaks';
import { type ReturnPolicy, type Returnable, toReturnPolicy, toReturnable } from './returns';
import { type Timeline, toTimeline } from './tracking';
import { type Ticket, type TicketSummary, toTicket, toTicketSummary } from './tickets';
import { type PageLink, type SellerPage, type SellerPageSlug, toPageLinks, toSellerPage } from './seller-pages';
import {
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary,
  type ReviewTarget,
  type ReviewablePage,
  targetQuery,
  toReviewPage,
  toReviewable,
  toSummary,
} from './reviews';

export { attempt, type Result } from './errors';

/** A shared read, kept under its tags until Django says they changed (or the hour's fallback passes). */
const shared = (...tags: CacheTag[]) => shop({ revalidate: FALLBACK_SECONDS, tags });
/** A shared read in `language` (names and descriptions of products and types: their Hindi where the team wrote it). */
const sharedIn = (language: string | undefined, ...tags: CacheTag[]) =>
  shop({ revalidate: FALLBACK_SECONDS, tags, ...(language && language !== DEFAULT_LOCALE ? { language } : {}) });

/** The catalogue; `language` ('hi') for the names and descriptions in it, English where the team wrote none. */
export async function getItems(language?: string): Promise<CatalogueItem[]> {
  return (await unwrap(sharedIn(language, 'catalogue', 'reviews').GET('/api/catalogue/items/'))).map(toItem);
}

/** One product; `language` as getItems'. */
export async function getItem(id: number, language?: string): Promise<CatalogueItem> {
  return toItem(await unwrap(sharedIn(language, 'catalogue', 'reviews').GET('/api/catalogue/items/{item_id}/', { params: { path: { item_id: id } } })));
}

/** The brands; `language` ('hi') for their taglines in it, English where none is written. */
export async function getBrands(language?: string): Promise<Brand[]> {
  return (await unwrap(sharedIn(language, 'brands').GET('/api/catalogue/brands/'))).map(toBrand);
}

/** The product types; `language` ('hi') for their names and descriptions in it, English where none is written. */
export async function getProductTypes(language?: string): Promise<ProductType[]> {
  return (await unwrap(sharedIn(language, 'catalogue').GET('/api/catalogue/product-types/'))).map(toProductType);
}

/** The bulk tables of the product types with price breaks (tag catalogue: an edit of a table refreshes them). */
export const getPriceTables = cache(async (): Promise<PriceTable[]> =>
  (await unwrap(shared('catalogue').GET('/api/catalogue/price-breaks/'))).map(toPriceTable),
);

/** A ready-made item's price per tier of its product type's breaks (no tiers: none). */
export async function getItemPriceTable(id: number): Promise<ItemPriceTable> {
  return toItemPriceTable(await unwrap(shared('catalogue').GET('/api/catalogue/items/{item_id}/price-breaks/', { params: { path: { item_id: id } } })));
}

export async function getTestimonials(): Promise<Testimonial[]> {
  return (await unwrap(shared('testimonials').GET('/api/testimonials/'))).map(toTestimonial);
}

/** The studio's catalogue (product types, the palette, the sizes), read once per page render; `language` as above. */
export const getStudioCatalogue = cache(async (language?: string): Promise<StudioCatalogue> => {
  const [products, colours, sizes] = await Promise.all([
    getProductTypes(language),
    unwrap(shared('catalogue').GET('/api/catalogue/colours/')),
    unwrap(shared('catalogue').GET('/api/catalogue/sizes/')),
  ]);
  return { products, colours: toColours(colours), sizes: toSizes(sizes) };
});

/**
 * The admin team's money rules, asked once per page render (React's cache) and kept across visitors (tag money-rules);
 * a failure throws: a cached page that shows them (home, /oandr) must not be kept without them (issue 28).
 */
export const readMoneyRules = cache(async (): Promise<MoneyRules> =>
  toMoneyRules(await unwrap(shared('money-rules').GET('/api/catalogue/money-rules/'))),
);

/** The money rules, or null when the shop cannot say, so a page leaves out its money promises rather than guess them. */
export const getMoneyRules = cache(async (): Promise<MoneyRules | null> => readMoneyRules().catch(() => null));

/**
 * The owner's returns policy (window, free return shipping, reasons), once per page render (tag returns-policy);
 * a failure throws, as readMoneyRules.
 */
export const readReturnPolicy = cache(async (): Promise<ReturnPolicy> =>
  toReturnPolicy(await unwrap(shared('returns-policy').GET('/api/returns/policy/'))),
);

/** The returns policy, or null when the shop cannot say, so a page leaves out its returns promises rather than guess them. */
export const getReturnPolicy = cache(async (): Promise<ReturnPolicy | null> => readReturnPolicy().catch(() => null));

/* The visitor's own data: `cookie` is their request's Cookie header. */

/** Who the visitor is, asked once per page render (React's cache): the page's metadata and its body both need it. */
export const getMe = cache(async (cookie: string): Promise<Me> => toMe(await unwrap(shop({ cookie }).GET('/api/me/'))));

export async function getCustomer(phone: string, cookie: string): Promise<Customer> {
  return toCustomer(await unwrap(shop({ cookie }).GET('/api/customerdata/', byPhone(phone))));
}

export async function getOrders(phone: string, cookie: string): Promise<Order[]> {
  return toOrders(await unwrap(shop({ cookie }).GET('/api/order/customerlist/', byPhone(phone))));
}

/** The visitor's own orders as timelines (placed, confirmed, shipped, delivered), newest first. */
export async function getTimelines(cookie: string): Promise<Timeline[]> {
  const raw = await unwrap(shop({ cookie }).GET('/api/orders/tracking/', { params: { query: { limit: 100 } } }));
  return raw.map(toTimeline);
}

/** The customer's own tickets, newest first (at most 100). */
export async function getMyTickets(cookie: string): Promise<TicketSummary[]> {
  const raw = await unwrap(shop({ cookie }).GET('/api/tickets/mine/'));
  return raw.map(toTicketSummary);
}

/** One of the customer's tickets with its thread (someone else's answers 404). */
export async function getTicket(number: string, cookie: string): Promise<Ticket> {
  const raw = await unwrap(shop({ cookie }).GET('/api/tickets/{number}/', { params: { path: { number } } }));
  return toTicket(raw);
}

/* The seller's pages: the owner edits them in the back office; Django refreshes tag pages (and the facts' tags). */

/**
 * The pages' slugs and titles in `language` (the owner's Hindi titles where written), for the footer; empty when the
 * shop cannot say (the footer then uses its own list).
 */
export const getSellerPages = cache(async (language?: string): Promise<PageLink[]> => {
  try {
    return toPageLinks(await unwrap(sharedIn(language, 'pages').GET('/api/pages/')));
  } catch {
    return [];
  }
});

/** A seller's page in `language` (its title and Markdown in Hindi where the owner wrote them), kept per language. */
export async function getSellerPage(slug: SellerPageSlug, language?: string): Promise<SellerPage> {
  const raw = await unwrap(sharedIn(language, 'pages', 'money-rules', 'delivery', 'returns-policy').GET('/api/pages/{slug}/', { params: { path: { slug } } }));
  return toSellerPage(raw);
}

/** The newsletter's consent text, as the server records it with each sign-up; '' when the shop cannot say. */
export const getNewsletterConsent = cache(async (): Promise<string> => {
  try {
    return (await unwrap(shared('testimonials').GET('/api/newsletter/consent/'))).text;
  } catch {
    return '';
  }
});
/** Whether one of the visitor's orders can come back, and which lines and reasons (the return form's data). */
export async function getReturnable(orderId: string, cookie: string): Promise<Returnable> {
  const raw = await unwrap(shop({ cookie }).GET('/api/orders/{order_id}/returnable/', { params: { path: { order_id: orderId } } }));
  return toReturnable(raw);
}

/* Reviews and the returns policy (docs/reviews-api.md): an accepted review refreshes tag reviews. */

export async function getReviewSummary(target: ReviewTarget): Promise<ReviewSummary> {
  return toSummary(await unwrap(shared('reviews').GET('/api/reviews/summary/', { params: { query: targetQuery(target) } })));
}

export async function getReviews(target: ReviewTarget, sort: ReviewSort = 'newest', page = 1): Promise<ReviewPage> {
  return toReviewPage(await unwrap(shared('reviews').GET('/api/reviews/', { params: { query: { ...targetQuery(target), sort, page } } })));
}


/** The visitor's delivered order lines they can review (or have), newest delivery first. */
export async function getReviewable(cookie: string, page = 1): Promise<ReviewablePage> {
  return toReviewable(await unwrap(shop({ cookie }).GET('/api/reviews/reviewable/', { params: { query: { page } } })));
}
