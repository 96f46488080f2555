/**
 * Reviews from verified buyers and the product facts (docs/reviews-api.md): the app's types and the mappers from
 * the API's JSON. The calls themselves are in `server.ts` (pages) and `client.ts` (the browser).
 */
import type { components } from './schema.gen';

/** Whose reviews: a catalogue item, or a product type (and sleeve) for custom prints ("T-Shirt, Half Sleeve"). */
export type ReviewTarget = { item: number } | { productType: string; sleeve: string };
export type ReviewSort = 'newest' | 'helpful';
export type ReviewStatus = 'pending' | 'accepted' | 'rejected';

export interface ReviewPhoto {
  id: number;
  url: string;
  width: number;
  height: number;
}

export interface Review {
  id: number;
  rating: number;
  title: string;
  comment: string;
  author: string;
  createdAt: string;
  edited: boolean;
  verifiedPurchase: boolean;
  size: string;
  product: string;
  photos: ReviewPhoto[];
  helpfulCount: number;
  reply: { text: string; repliedAt: string | null } | null;
}

export interface ReviewPage {
  count: number;
  page: number;
  pages: number;
  results: Review[];
}

export interface ReviewSummary {
  /** One decimal; null when there are no accepted reviews. */
  average: number | null;
  count: number;
  /** Always five rows, 5 stars first. */
  histogram: { stars: number; count: number }[];
}

/** The average and count the /brevity cards show (accepted reviews only). */
export interface Rating {
  average: number | null;
  count: number;
}

/** The customer's own review, in any status. */
export interface MyReview extends Review {
  status: ReviewStatus;
  rejectReason: string;
  editableUntil: string;
  canEdit: boolean;
}

/** A line of one of the customer's delivered orders, and their review of it if there is one. */
export interface ReviewableLine {
  lineId: number;
  orderId: string;
  deliveredAt: string | null;
  product: string;
  itemId: number | null;
  productType: string;
  sleeve: string;
  size: string;
  image: string;
  canReview: boolean;
  review: MyReview | null;
}

export interface ReviewablePage {
  page: number;
  hasMore: boolean;
  results: ReviewableLine[];
}

/** The Details tab: an item's own values, or its product type's where the team left them blank. */
export interface ProductDetails {
  material: string;
  /** Grams per square metre; null for goods that have none (flags, mugs). */
  gsm: number | null;
  fit: string;
  printMethod: string;
  care: string;
  countryOfOrigin: string;
}

/** What the review form sends: a new review (`lineId`) or an edit (`keepPhotos`: ids of the current photos kept). */
export interface ReviewInput {
  rating: number;
  title: string;
  comment: string;
  photos: File[];
  lineId?: number;
  keepPhotos?: number[];
}

/* The API's JSON (docs/reviews-api.md), as the OpenAPI document types it. */
type Schemas = components['schemas'];
export type DetailsWire = Schemas['DetailsOut'];
type ReviewWire = Schemas['ReviewOut'];
type MyReviewWire = Schemas['MyReviewOut'];

/** The country every piece is made in unless the team says otherwise (what the server defaults to as well). */
export const DEFAULT_ORIGIN = 'India';

export function toDetails(raw: DetailsWire | null | undefined): ProductDetails {
  return {
    material: raw?.material ?? '',
    gsm: raw?.gsm ?? null,
    fit: raw?.fit ?? '',
    printMethod: raw?.print_method ?? '',
    care: raw?.care ?? '',
    countryOfOrigin: raw?.country_of_origin || DEFAULT_ORIGIN,
  };
}

export function toRating(raw: Schemas['RatingOut'] | null | undefined): Rating {
  return { average: raw && raw.count > 0 ? raw.average : null, count: raw?.count ?? 0 };
}

export function toReview(raw: ReviewWire): Review {
  return {
    id: raw.id,
    rating: raw.rating,
    title: raw.title,
    comment: raw.comment,
    author: raw.author,
    createdAt: raw.created_at,
    edited: raw.edited,
    verifiedPurchase: raw.verified_purchase !== false,
    size: raw.size,
    product: raw.product,
    photos: raw.photos.map((p) => ({ id: p.id, url: p.url, width: p.width, height: p.height })),
    helpfulCount: raw.helpful_count,
    reply: raw.reply ? { text: raw.reply.text, repliedAt: raw.reply.replied_at } : null,
  };
}

export function toReviewPage(raw: Schemas['ReviewPageOut']): ReviewPage {
  return { count: raw.count, page: raw.page, pages: raw.pages, results: raw.results.map(toReview) };
}

/** Five rows, 5 stars to 1, whatever the server left out. */
export function toSummary(raw: Schemas['SummaryOut']): ReviewSummary {
  const byStars = new Map(raw.histogram.map((h) => [h.stars, h.count]));
  return {
    average: raw.count > 0 ? raw.average : null,
    count: raw.count,
    histogram: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: byStars.get(stars) ?? 0 })),
  };
}

const STATUSES: readonly ReviewStatus[] = ['pending', 'accepted', 'rejected'];

export function toMyReview(raw: MyReviewWire): MyReview {
  return {
    ...toReview(raw),
    status: (STATUSES as readonly string[]).includes(raw.status) ? (raw.status as ReviewStatus) : 'pending',
    rejectReason: raw.reject_reason,
    editableUntil: raw.editable_until,
    canEdit: raw.can_edit,
  };
}

export function toReviewable(raw: Schemas['ReviewableOut']): ReviewablePage {
  return {
    page: raw.page,
    hasMore: raw.has_more,
    results: raw.results.map((l) => ({
      lineId: l.line_id,
      orderId: l.order_id,
      deliveredAt: l.delivered_at,
      product: l.product,
      itemId: l.item_id,
      productType: l.product_type,
      sleeve: l.sleeve,
      size: l.size,
      image: l.image,
      canReview: l.can_review,
      review: l.review ? toMyReview(l.review) : null,
    })),
  };
}

/** The list and summary calls' query for a target. */
export function targetQuery(target: ReviewTarget): { item: number } | { product_type: string; sleeve: string } {
  return 'item' in target ? { item: target.item } : { product_type: target.productType, sleeve: target.sleeve };
}

/** The multipart body of a new review or an edit. */
export function reviewForm(input: ReviewInput): FormData {
  const form = new FormData();
  if (input.lineId !== undefined) form.set('line_id', String(input.lineId));
  form.set('rating', String(input.rating));
  form.set('title', input.title);
  form.set('comment', input.comment);
  if (input.keepPhotos) form.set('keep_photos', input.keepPhotos.join(','));
  for (const photo of input.photos) form.append('photos', photo, photo.name);
  return form;
}
