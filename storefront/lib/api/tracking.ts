/** Order timelines (placed, confirmed, shipped, delivered, then any returns) and "Order again" designs: types and mappers. */
import { type ReturnTrack, toReturnTrack } from './returns';

export interface TimelineStep {
  key: 'placed' | 'confirmed' | 'shipped' | 'delivered';
  label: string;
  done: boolean;
  at: string | null;
}

export interface Shipment {
  courier: string;
  awb: string;
  trackingUrl: string;
}

export interface Timeline {
  orderId: string;
  status: string;
  cancelled: boolean;
  cancelledAt: string | null;
  steps: TimelineStep[];
  shipment: Shipment | null;
  /** The GST invoice's number once it is issued (null before): only then does it download. */
  invoiceNumber: string | null;
  /** The last day a return can be asked (null: not delivered). */
  returnWindowEnds: string | null;
  /** Delivered, inside the window and something left to return: only then "Return or exchange" shows. */
  canReturn: boolean;
  /** The order's returns, oldest first, each with its own steps. */
  returns: ReturnTrack[];
}

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

export function toTimeline(raw: Raw): Timeline {
  const steps = Array.isArray(raw.steps) ? (raw.steps as Raw[]) : [];
  const ship = raw.shipment && typeof raw.shipment === 'object' ? (raw.shipment as Raw) : null;
  return {
    orderId: str(raw.order_id),
    status: str(raw.status),
    cancelled: raw.cancelled === true,
    cancelledAt: strOrNull(raw.cancelled_at),
    steps: steps.map((s) => ({ key: str(s.key) as TimelineStep['key'], label: str(s.label), done: s.done === true, at: strOrNull(s.at) })),
    shipment: ship ? { courier: str(ship.courier), awb: str(ship.awb), trackingUrl: str(ship.tracking_url) } : null,
    invoiceNumber: strOrNull(raw.invoice_number),
    returnWindowEnds: strOrNull(raw.return_window_ends),
    canReturn: raw.can_return === true,
    returns: Array.isArray(raw.returns) ? (raw.returns as Raw[]).map(toReturnTrack) : [],
  };
}

export function timelinesById(list: Timeline[]): Record<string, Timeline> {
  return Object.fromEntries(list.map((t) => [t.orderId, t]));
}

/** The invoice PDF (owner or staff only, same origin through the /api rewrite) and the name it saves under. */
export function invoiceDownload(orderId: string, invoiceNumber: string): { href: string; fileName: string } {
  return { href: `/api/orders/${encodeURIComponent(orderId)}/invoice.pdf`, fileName: `${invoiceNumber.replaceAll('/', '-')}.pdf` };
}

/** Where "Return or exchange" of an order leads. */
export const returnHref = (orderId: string) => `/oandr/return/${encodeURIComponent(orderId)}`;
