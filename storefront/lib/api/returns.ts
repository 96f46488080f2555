/** Returns and exchanges: the owner's policy (GET /api/returns/policy/), types and mappers. */
import type { Schema, Wire } from './types';

export interface ReturnReason {
  code: string;
  label: string;
  shopFault: boolean;
  photoRequired: boolean;
  /** offered for ready-made (catalogue) designs */
  catalogue: boolean;
  /** offered for custom-printed orders */
  custom: boolean;
}

export interface ReturnPolicy {
  windowDays: number;
  freeReturnShipping: boolean;
  customPrintsReturnable: boolean;
  reasons: ReturnReason[];
}

/** The policy as the shop answers it: the window is the owner's setting, never a number of the storefront's. */
export function toReturnPolicy(raw: Wire<'/api/returns/policy/', 'get'>): ReturnPolicy {
  return {
    windowDays: raw.window_days,
    freeReturnShipping: raw.free_return_shipping,
    customPrintsReturnable: raw.custom_prints_returnable,
    reasons: raw.reasons.map((r) => ({
      code: r.code,
      label: r.label,
      shopFault: r.shop_fault,
      photoRequired: r.photo_required,
      catalogue: r.catalogue,
      custom: r.custom,
    })),
  };
}

/** The reasons a customer may pick for this order: a custom print only the shop's faults. */
export function reasonsFor(policy: ReturnPolicy, customPrint: boolean): ReturnReason[] {
  return policy.reasons.filter((r) => (customPrint ? r.custom : r.catalogue));
}

/* One order's returnable lines (GET /api/orders/{order_id}/returnable/). */

export interface ReturnableLine {
  lineId: number;
  item: string;
  size: string;
  quantity: number;
  returnableQuantity: number;
  unitPrice: string;
  exchangeSizes: string[];
}

export type RefundTo = Schema<'RefundTo'>;

export interface Returnable {
  orderId: string;
  returnable: boolean;
  /** why not, naming the date or the quantity (the sentence to show) */
  refusal: string | null;
  /** the refusal as a code and its values, worded by the page in its language */
  refusalCode: Schema<'ReturnableOut'>['refusal_code'];
  refusalValues: Schema<'RefusalValuesOut'>;
  deliveredOn: string | null;
  windowEnds: string | null;
  customPrint: boolean;
  reasons: ReturnReason[];
  refundTo: RefundTo;
  upiReference: string;
  maxPhotos: number;
  lines: ReturnableLine[];
}

/** An amount as the API sends it (a number, or a decimal string) as the app's decimal string; null when none. */
const money = (v: number | string | null | undefined): string | null =>
  v != null && String(v).trim() !== '' && Number.isFinite(Number(v)) ? Number(v).toFixed(2) : null;

export function toReturnable(raw: Wire<'/api/orders/{order_id}/returnable/', 'get'>): Returnable {
  return {
    orderId: raw.order_id,
    returnable: raw.returnable,
    refusal: raw.refusal || null,
    refusalCode: raw.refusal_code ?? '',
    refusalValues: raw.refusal_values ?? {},
    deliveredOn: raw.delivered_on || null,
    windowEnds: raw.window_ends || null,
    customPrint: raw.custom_print,
    // the reasons this order may give, already chosen by the shop for its kind of print
    reasons: raw.reasons.map((r) => ({ code: r.code, label: r.label, shopFault: r.shop_fault, photoRequired: r.photo_required, catalogue: true, custom: false })),
    refundTo: raw.refund_to,
    upiReference: raw.upi_reference,
    maxPhotos: raw.max_photos || 3,
    lines: raw.lines.map((l) => ({
      lineId: l.line_id,
      item: l.item,
      size: l.size,
      quantity: l.quantity,
      returnableQuantity: l.returnable_quantity,
      unitPrice: money(l.unit_price) ?? '0.00',
      exchangeSizes: l.exchange_sizes.map(String),
    })),
  };
}

/* A request as the customer sends it, and as the shop answers it. */

export type ReturnKind = Schema<'ReturnKind'>;
export type ReturnStatus = Schema<'ReturnStatus'>;

export interface ReturnLineInput {
  lineId: number;
  quantity: number;
  exchangeSize: string | null;
}

export interface ReturnInput {
  kind: ReturnKind;
  reason: string;
  note: string;
  upiId: string;
  lines: ReturnLineInput[];
  photos: File[];
  /** the refund as store credit (the customer's choice; only for a refund) */
  storeCredit?: boolean;
}

export interface ReturnPickup {
  customerSends: boolean;
  courier: string;
  awb: string;
  trackingUrl: string;
}

export interface ReturnRequest {
  number: string;
  orderId: string;
  status: ReturnStatus;
  statusLabel: string;
  kind: ReturnKind;
  reasonLabel: string;
  pickup: ReturnPickup | null;
  refundAmount: string | null;
  creditNoteUrl: string | null;
  replacementOrderId: string | null;
}

export function toReturnRequest(raw: Wire<'/api/orders/{order_id}/returns/', 'post'>): ReturnRequest {
  const p = raw.pickup;
  return {
    number: raw.number,
    orderId: raw.order_id,
    status: raw.status,
    statusLabel: raw.status_label,
    kind: raw.kind,
    reasonLabel: raw.reason_label,
    pickup: p ? { customerSends: p.customer_sends, courier: p.courier, awb: p.awb, trackingUrl: p.tracking_url } : null,
    refundAmount: money(raw.refund_amount),
    creditNoteUrl: raw.credit_note_url || null,
    replacementOrderId: raw.replacement_order_id || null,
  };
}

/** The multipart body of POST /api/orders/{order_id}/returns/: `data` as JSON, then the photos. */
export function returnForm(input: ReturnInput): FormData {
  const form = new FormData();
  const data = {
    kind: input.kind,
    reason: input.reason,
    note: input.note.trim(),
    upi_id: input.storeCredit ? '' : input.upiId.trim(),
    store_credit: input.kind === 'refund' && input.storeCredit === true,
    lines: input.lines.map((l) => ({ line_id: l.lineId, quantity: l.quantity, exchange_size: input.kind === 'exchange' ? l.exchangeSize : null })),
  };
  form.set('data', JSON.stringify(data));
  for (const photo of input.photos) form.append('photos', photo, photo.name);
  return form;
}

/* A return as the order's timeline shows it. */

export interface ReturnStep {
  key: string;
  label: string;
  done: boolean;
  at: string | null;
  /** the English sentence */
  detail: string;
  /** what the detail says, for a page in another language: the code and the values it is worded from */
  detailCode: Schema<'ReturnStepOut'>['detail_code'];
  detailValues: Schema<'ReturnStepDetailValuesOut'>;
}

export interface ReturnTrack {
  number: string;
  status: ReturnStatus;
  kind: ReturnKind;
  steps: ReturnStep[];
  trackingUrl: string | null;
  refundAmount: string | null;
  refundReference: string;
  replacementOrderId: string | null;
  rejectReason: string;
  creditNoteUrl: string | null;
  /** a refund to the original payment through the gateway: pending, processed, failed, or paid by bank transfer (utr) */
  refundState: { status: Schema<'RefundStateOut'>['status']; words: string } | null;
}

export function toReturnTrack(raw: Schema<'ReturnTrackOut'>): ReturnTrack {
  return {
    number: raw.number,
    status: raw.status,
    kind: raw.kind,
    steps: raw.steps.map((s) => ({ key: s.key, label: s.label, done: s.done, at: s.at || null, detail: s.detail, detailCode: s.detail_code ?? '', detailValues: s.detail_values ?? {} })),
    trackingUrl: raw.tracking_url || null,
    refundAmount: money(raw.refund_amount),
    refundReference: raw.refund_reference,
    replacementOrderId: raw.replacement_order_id || null,
    rejectReason: raw.reject_reason,
    creditNoteUrl: raw.credit_note_url || null,
    refundState: raw.refund_state ? { status: raw.refund_state.status, words: raw.refund_state.words } : null,
  };
}

/** The name the credit note's PDF saves under: 'credit-note-RT-26-000007.pdf'. */
export const creditNoteFileName = (returnNumber: string): string => `credit-note-${returnNumber.replaceAll('/', '-')}.pdf`;
