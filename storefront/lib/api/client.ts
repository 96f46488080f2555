/** The calls client components make (same origin, the session cookie), each through the one request path. */
import { byPhone, shop, unwrap } from './http';
import type { paths } from './schema.gen';
import { type ReturnInput, type ReturnRequest, returnForm, toReturnRequest } from './returns';
import { type Timeline, toTimeline } from './tracking';
import { toAddress, toBreakdown, toCustomer, toLoginResult, toMe, toOrders, toPlaced } from './mappers';
import {
  type MyReview,
  type ReviewInput,
  type ReviewPage,
  type ReviewSort,
  type ReviewSummary,
  type ReviewTarget,
  type ReviewablePage,
  reviewForm,
  targetQuery,
  toMyReview,
  toReviewPage,
  toReviewable,
  toSummary,
} from './reviews';
import type {
  Address,
  Breakdown,
  BulkEnquiry,
  CheckoutInput,
  Customer,
  LoginResult,
  Me,
  Order,
  PlaceInput,
  PlacedOrder,
  QuoteRequest,
  RegisterInput,
} from './types';

/** A key that makes a retried submit answer the same order instead of a second one. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** An address as the API takes it for one order. */
const addressBody = (a: Address) => ({ area: a.area, landmark: a.landmark, city: a.city, state: a.state, pin_code: a.pinCode });

/** Confirm Order's multipart body: the form's fields and the print files. */
export function placeForm(input: PlaceInput): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    product: input.product,
    sleeve: input.sleeve,
    color: input.color,
    sizes: JSON.stringify(input.lines),
    instructions: input.instructions,
    payment_method: input.paymentMethod,
    code: input.code,
    upi_reference: input.upiReference,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (input.front) form.set('front', input.front, 'front.png');
  if (input.back) form.set('back', input.back, 'back.png');
  if (input.design) form.set('design', input.design, 'design.json');
  if (input.address) form.set('address', JSON.stringify(addressBody(input.address)));
  if (input.business) form.set('business', JSON.stringify(input.business));
  return form;
}

/** The review form's multipart body (FormData); the typed body only satisfies openapi-fetch. */
function multipart<B>(form: FormData) {
  return { body: {} as B, bodySerializer: () => form };
}

type NewReviewBody = paths['/api/reviews/']['post']['requestBody']['content']['multipart/form-data'];
type EditReviewBody = paths['/api/reviews/{review_id}/']['post']['requestBody'] extends { content: { 'multipart/form-data': infer B } } ? B : never;

/** Reviews: the Reviews tab's pages and votes, the customer's own reviews (docs/reviews-api.md). */
export const reviewsApi = {
  list: async (target: ReviewTarget, sort: ReviewSort, page: number): Promise<ReviewPage> =>
    toReviewPage(await unwrap(shop().GET('/api/reviews/', { params: { query: { ...targetQuery(target), sort, page } } }))),
  summary: async (target: ReviewTarget): Promise<ReviewSummary> =>
    toSummary(await unwrap(shop().GET('/api/reviews/summary/', { params: { query: targetQuery(target) } }))),
  helpful: async (id: number): Promise<{ helpfulCount: number; voted: boolean }> => {
    const raw = await unwrap(shop().POST('/api/reviews/{review_id}/helpful/', { params: { path: { review_id: id } } }));
    return { helpfulCount: raw.helpful_count, voted: raw.voted !== false };
  },
  reviewable: async (page: number): Promise<ReviewablePage> =>
    toReviewable(await unwrap(shop().GET('/api/reviews/reviewable/', { params: { query: { page } } }))),
  submit: async (input: ReviewInput): Promise<MyReview> =>
    toMyReview(await unwrap(shop().POST('/api/reviews/', multipart<NewReviewBody>(reviewForm(input))))),
  edit: async (id: number, input: ReviewInput): Promise<MyReview> =>
    toMyReview(
      await unwrap(shop().POST('/api/reviews/{review_id}/', { params: { path: { review_id: id } }, ...multipart<EditReviewBody>(reviewForm(input)) })),
    ),
};

export const api = {
  me: async (): Promise<Me> => toMe(await unwrap(shop().GET('/api/me/'))),
  login: async (phone_number: string, password: string): Promise<LoginResult> =>
    toLoginResult(await unwrap(shop().POST('/api/login/', { body: { phone_number, password } }))),
  adminLogin: async (phone_number: string, password: string): Promise<LoginResult> =>
    toLoginResult(await unwrap(shop().POST('/api/adminlogin/', { body: { phone_number, password } }))),
  logout: async (): Promise<void> => void (await unwrap(shop().POST('/api/logout/'))),
  register: async (input: RegisterInput): Promise<string> => (await unwrap(shop().POST('/api/register/', { body: input }))).message,
  customer: async (phone: string): Promise<Customer> => toCustomer(await unwrap(shop().GET('/api/customerdata/', byPhone(phone)))),
  orders: async (phone: string): Promise<Order[]> => toOrders(await unwrap(shop().GET('/api/order/customerlist/', byPhone(phone)))),
  /** The session customer's orders as timelines (placed, confirmed, shipped, delivered), newest first. */
  timelines: async (): Promise<Timeline[]> =>
    (await unwrap(shop().GET('/api/orders/tracking/', { params: { query: { limit: 100 } } }))).map(toTimeline),
  editAddress: async (phone: string, a: Address): Promise<Address> => {
    const body = { phone_number: phone, area: a.area, landmark: a.landmark, city: a.city, state: a.state, pin_code: a.pinCode };
    return toAddress(await unwrap(shop().PATCH('/api/addressedit/', { body })));
  },
  /** Contact Us: the message becomes a grievance ticket; its number (GR-26-000042) comes back to show. */
  message: async (body: { name: string; email: string; message: string }): Promise<{ message: string; ticket: string | null }> => {
    const answer = await unwrap(shop().POST('/api/message/', { body }));
    return { message: answer.message, ticket: answer.ticket || null };
  },
  newsletter: async (email: string): Promise<string> => (await unwrap(shop().POST('/api/newsletter/', { body: { email } }))).message,
  bulk: async (body: BulkEnquiry): Promise<string> => (await unwrap(shop().POST('/api/bulk/', { body }))).message,
  totalDue: async (phone: string): Promise<number> =>
    (await unwrap(shop().GET('/api/totalduebyphonenumber/', byPhone(phone)))).total_due_amount,
  totalPaid: async (phone: string): Promise<number> =>
    (await unwrap(shop().GET('/api/totalpaidbyphonenumber/', byPhone(phone)))).total_paid_amount,

  /** The live price: the server's own pricing function, for a studio design or the bag. */
  quote: async ({ paymentMethod, ...rest }: QuoteRequest): Promise<Breakdown> =>
    toBreakdown(await unwrap(shop().POST('/api/orders/quote/', { body: { ...rest, payment_method: paymentMethod } }))),
  /** Confirm Order: one multipart request with the designs, retried safely with the same key. */
  placeOrder: async (input: PlaceInput, idempotencyKey: string): Promise<PlacedOrder> => {
    const form = placeForm(input);
    // The multipart body is the FormData that placeForm built; the typed body only satisfies openapi-fetch.
    const body = {} as paths['/api/orders/']['post']['requestBody']['content']['multipart/form-data'];
    const options = { params: { header: { 'Idempotency-Key': idempotencyKey } }, body, bodySerializer: () => form };
    return toPlaced(await unwrap(shop().POST('/api/orders/', options)));
  },
  checkout: async ({ items, paymentMethod, code, upiReference, address, business, giftCard = '', storeCredit = false }: CheckoutInput, idempotencyKey: string): Promise<PlacedOrder> => {
    const body = {
      items,
      gift_card: giftCard,
      store_credit: storeCredit,
      payment_method: paymentMethod,
      code,
      upi_reference: upiReference,
      ...(address ? { address: addressBody(address) } : {}),
      ...(business ? { business } : {}),
    };
    return toPlaced(await unwrap(shop().POST('/api/orders/checkout/', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })));
  },
  /** A return or exchange request: one multipart request with the lines as JSON and the photos. */
  requestReturn: async (orderId: string, input: ReturnInput): Promise<ReturnRequest> => {
    const form = returnForm(input);
    // The multipart body is the FormData that returnForm built; the typed body only satisfies openapi-fetch.
    const body = {} as paths['/api/orders/{order_id}/returns/']['post']['requestBody']['content']['multipart/form-data'];
    const options = { params: { path: { order_id: orderId } }, body, bodySerializer: () => form };
    return toReturnRequest(await unwrap(shop().POST('/api/orders/{order_id}/returns/', options)));
  },
};
