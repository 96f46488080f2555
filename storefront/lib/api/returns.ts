/** Returns and exchanges: the owner's policy (GET /api/returns/policy/), types and mappers. */

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

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function toReturnPolicy(raw: Raw): ReturnPolicy {
  const reasons = Array.isArray(raw.reasons) ? (raw.reasons as Raw[]) : [];
  return {
    windowDays: typeof raw.window_days === 'number' ? raw.window_days : 14,
    freeReturnShipping: raw.free_return_shipping === true,
    customPrintsReturnable: raw.custom_prints_returnable === true,
    reasons: reasons.map((r) => ({
      code: str(r.code),
      label: str(r.label),
      shopFault: r.shop_fault === true,
      photoRequired: r.photo_required === true,
      catalogue: r.catalogue === true,
      custom: r.custom === true,
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

export type RefundTo = 'upi_ref' | 'upi_id';

export interface Returnable {
  orderId: string;
  returnable: boolean;
  /** why not, naming the date or the quantity (the sentence to show) */
  refusal: string | null;
  deliveredOn: string | null;
  windowEnds: string | null;
  customPrint: boolean;
  reasons: ReturnReason[];
  refundTo: RefundTo;
  upiReference: string;
  maxPhotos: number;
  lines: ReturnableLine[];
}

const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
/** An amount as the API sends it (a number, or a decimal string) as the app's decimal string; null when none. */
const money = (v: unknown): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? v.toFixed(2) : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v).toFixed(2) : null;
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const list = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);
const toReason = (r: Raw): ReturnReason => ({
  code: str(r.code),
  label: str(r.label),
  shopFault: r.shop_fault === true,
  photoRequired: r.photo_required === true,
  catalogue: r.catalogue !== false,
  custom: r.custom === true,
});

export function toReturnable(raw: Raw): Returnable {
  return {
    orderId: str(raw.order_id),
    returnable: raw.returnable === true,
    refusal: strOrNull(raw.refusal),
    deliveredOn: strOrNull(raw.delivered_on),
    windowEnds: strOrNull(raw.window_ends),
    customPrint: raw.custom_print === true,
    reasons: list(raw.reasons).map(toReason),
    refundTo: raw.refund_to === 'upi_id' ? 'upi_id' : 'upi_ref',
    upiReference: str(raw.upi_reference),
    maxPhotos: num(raw.max_photos) || 3,
    lines: list(raw.lines).map((l) => ({
      lineId: num(l.line_id),
      item: str(l.item),
      size: str(l.size),
      quantity: num(l.quantity),
      returnableQuantity: num(l.returnable_quantity),
      unitPrice: money(l.unit_price) ?? '0.00',
      exchangeSizes: Array.isArray(l.exchange_sizes) ? l.exchange_sizes.map(String) : [],
    })),
  };
}

/* A request as the customer sends it, and as the shop answers it. */

export type ReturnKind = 'refund' | 'exchange';

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
  status: string;
  statusLabel: string;
  kind: ReturnKind;
  reasonLabel: string;
  pickup: ReturnPickup | null;
  refundAmount: string | null;
  creditNoteUrl: string | null;
  replacementOrderId: string | null;
}

export function toReturnRequest(raw: Raw): ReturnRequest {
  const p = raw.pickup && typeof raw.pickup === 'object' ? (raw.pickup as Raw) : null;
  return {
    number: str(raw.number),
    orderId: str(raw.order_id),
    status: str(raw.status),
    statusLabel: str(raw.status_label),
    kind: raw.kind === 'exchange' ? 'exchange' : 'refund',
    reasonLabel: str(raw.reason_label),
    pickup: p ? { customerSends: p.customer_sends === true, courier: str(p.courier), awb: str(p.awb), trackingUrl: str(p.tracking_url) } : null,
    refundAmount: money(raw.refund_amount),
    creditNoteUrl: strOrNull(raw.credit_note_url),
    replacementOrderId: strOrNull(raw.replacement_order_id),
  };
}

/** The multipart body of POST /api/orders/{order_id}/returns/: `data` as JSON, then the photos. */
export function returnForm(input: ReturnInput): FormData {
  const form = new FormData();
  const data = {
    kind: input.kind,
    reason: input.reason,
    note: input.note.trim(),
    upi_id: input.upiId.trim(),
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
  detail: string;
}

export interface ReturnTrack {
  number: string;
  status: string;
  kind: ReturnKind;
  steps: ReturnStep[];
  trackingUrl: string | null;
  refundAmount: string | null;
  refundReference: string;
  replacementOrderId: string | null;
  rejectReason: string;
  creditNoteUrl: string | null;
}

export function toReturnTrack(raw: Raw): ReturnTrack {
  return {
    number: str(raw.number),
    status: str(raw.status),
    kind: raw.kind === 'exchange' ? 'exchange' : 'refund',
    steps: list(raw.steps).map((s) => ({ key: str(s.key), label: str(s.label), done: s.done === true, at: strOrNull(s.at), detail: str(s.detail) })),
    trackingUrl: strOrNull(raw.tracking_url),
    refundAmount: money(raw.refund_amount),
    refundReference: str(raw.refund_reference),
    replacementOrderId: strOrNull(raw.replacement_order_id),
    rejectReason: str(raw.reject_reason),
    creditNoteUrl: strOrNull(raw.credit_note_url),
  };
}

/** The name the credit note's PDF saves under: 'credit-note-RT-26-000007.pdf'. */
export const creditNoteFileName = (returnNumber: string): string => `credit-note-${returnNumber.replaceAll('/', '-')}.pdf`;
