/** Ordering calls from the browser: the live quote, Confirm Order (multipart) and the bag's checkout. */
import { ApiError, NETWORK_MESSAGE, errorFromResponse } from './errors';
import { csrfToken, request } from './client';
import { toOrder } from './mappers';
import type { Address, Order } from './types';

type Raw = Record<string, unknown>;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export interface QuoteLine {
  name: string;
  size: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  catalogueItemId: number | null;
}

export interface Breakdown {
  subtotal: number;
  discountCode: string;
  discountAmount: number;
  onlineDiscount: number;
  shipping: number;
  total: number;
  codAllowed: boolean;
  codBelow: number;
  notes: string[];
  lines: QuoteLine[];
}

export interface PlacedOrder {
  order: Order;
  message: string;
  breakdown: Breakdown;
  upiLink: string | null;
  upiQr: string | null;
  upiId: string | null;
}

export type PaymentMethod = 'cod' | 'upi';

export interface DesignQuoteInput {
  product: string;
  sleeve: string;
  lines: { size: string; quantity: number }[];
  code: string;
  paymentMethod: PaymentMethod;
  catalogueItemId?: number;
}

export interface BagItemInput {
  catalogue_item_id: number;
  size: string;
  quantity: number;
}

export function toBreakdown(raw: Raw): Breakdown {
  const lines = Array.isArray(raw.lines) ? (raw.lines as Raw[]) : [];
  return {
    subtotal: num(raw.subtotal),
    discountCode: str(raw.discount_code),
    discountAmount: num(raw.discount_amount),
    onlineDiscount: num(raw.online_discount),
    shipping: num(raw.shipping),
    total: num(raw.total),
    codAllowed: raw.cod_allowed === true,
    codBelow: num(raw.cod_below) || 5000,
    notes: Array.isArray(raw.notes) ? raw.notes.map(String) : [],
    lines: lines.map((l) => ({
      name: str(l.name),
      size: str(l.size),
      quantity: num(l.quantity),
      unitPrice: num(l.unit_price),
      lineTotal: num(l.line_total),
      catalogueItemId: typeof l.catalogue_item_id === 'number' ? l.catalogue_item_id : null,
    })),
  };
}

function toPlaced(raw: Raw): PlacedOrder {
  return {
    order: toOrder(raw),
    message: str(raw.message) || 'Order submitted successfully!',
    breakdown: toBreakdown((raw.breakdown as Raw) ?? {}),
    upiLink: str(raw.upi_link) || null,
    upiQr: str(raw.upi_qr) || null,
    upiId: str(raw.upi_id) || null,
  };
}

/** A key that makes a retried submit answer the same order instead of a second one. */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && 'randomUUID' in c) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export async function quoteDesign(input: DesignQuoteInput): Promise<Breakdown> {
  const body: Raw = {
    product: input.product,
    sleeve: input.sleeve,
    lines: input.lines,
    code: input.code,
    payment_method: input.paymentMethod,
  };
  if (input.catalogueItemId) body.catalogue_item_id = input.catalogueItemId;
  return toBreakdown(await request<Raw>('POST', '/api/orders/quote/', body));
}

export async function quoteBag(items: BagItemInput[], code: string, paymentMethod: PaymentMethod): Promise<Breakdown> {
  return toBreakdown(await request<Raw>('POST', '/api/orders/quote/', { items, code, payment_method: paymentMethod }));
}

export interface PlaceInput {
  product: string;
  sleeve: string;
  color: string;
  lines: { size: string; quantity: number }[];
  instructions: string;
  paymentMethod: PaymentMethod;
  code: string;
  upiReference: string;
  front: Blob | null;
  back: Blob | null;
  /** The editable layers per side, kept with the order for "Order again". */
  design?: Blob | null;
  /** This order's delivery address; the account's when absent. */
  address?: Address | null;
}

/** The address as the API takes it for one order. */
export const addressBody = (a: Address) => ({ area: a.area, landmark: a.landmark, city: a.city, state: a.state, pin_code: a.pinCode });

/** Confirm Order: one multipart request with the designs, retried safely with the same key. */
export async function placeOrder(input: PlaceInput, idempotencyKey: string): Promise<PlacedOrder> {
  const form = new FormData();
  form.set('product', input.product);
  form.set('sleeve', input.sleeve);
  form.set('color', input.color);
  form.set('sizes', JSON.stringify(input.lines));
  form.set('instructions', input.instructions);
  form.set('payment_method', input.paymentMethod);
  form.set('code', input.code);
  form.set('upi_reference', input.upiReference);
  if (input.front) form.set('front', input.front, 'front.png');
  if (input.back) form.set('back', input.back, 'back.png');
  if (input.design) form.set('design', input.design, 'design.json');
  if (input.address) form.set('address', JSON.stringify(addressBody(input.address)));
  let response: Response;
  try {
    response = await fetch('/api/orders/', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-CSRFToken': await csrfToken(), 'Idempotency-Key': idempotencyKey },
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return toPlaced((await response.json()) as Raw);
}

export async function checkout(
  input: { items: BagItemInput[]; paymentMethod: PaymentMethod; code: string; upiReference: string; address?: Address | null },
  idempotencyKey: string,
): Promise<PlacedOrder> {
  let response: Response;
  try {
    response = await fetch('/api/orders/checkout/', {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'X-CSRFToken': await csrfToken(),
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        items: input.items,
        payment_method: input.paymentMethod,
        code: input.code,
        upi_reference: input.upiReference,
        ...(input.address ? { address: addressBody(input.address) } : {}),
      }),
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(NETWORK_MESSAGE, 0);
  }
  if (!response.ok) throw await errorFromResponse(response);
  return toPlaced((await response.json()) as Raw);
}

export async function totalDue(phone: string): Promise<number> {
  const raw = await request<Raw>('GET', `/api/totalduebyphonenumber/?phone_number=${encodeURIComponent(phone)}`);
  return num(raw.total_due_amount);
}

export async function totalPaid(phone: string): Promise<number> {
  const raw = await request<Raw>('GET', `/api/totalpaidbyphonenumber/?phone_number=${encodeURIComponent(phone)}`);
  return num(raw.total_paid_amount);
}
