/** Order timelines (placed, confirmed, shipped, delivered, then any returns) and "Order again" designs: types and mappers. */
import { type ReturnTrack, toReturnTrack } from './returns';
import type { OrderStatus, Wire } from './types';

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

/** A courier's step after the parcel left: picked up, in transit, out for delivery, a failed attempt (with the courier's reason), returning, returned. */
export interface ParcelStep {
  key: string;
  label: string;
  at: string;
  detail: string;
}

export interface Timeline {
  orderId: string;
  status: OrderStatus;
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
  /** The parcel's state from the courier (null before its first scan). */
  parcelState: string | null;
  /** The courier's steps, in time order. */
  parcelSteps: ParcelStep[];
  /** A cancelled paid order's refund to its original payment (through the gateway): the customer's sentence for its state. */
  refundWords: string | null;
  /** that refund's state as a code (pending, processed, failed, utr): what a page in another language words */
  refundStatus: string | null;
}

type TimelineWire = Wire<'/api/orders/tracking/', 'get'>[number];

export function toTimeline(raw: TimelineWire): Timeline {
  return {
    orderId: raw.order_id,
    status: raw.status,
    cancelled: raw.cancelled,
    cancelledAt: raw.cancelled_at || null,
    steps: raw.steps.map((s) => ({ key: s.key as TimelineStep['key'], label: s.label, done: s.done, at: s.at || null })),
    shipment: raw.shipment ? { courier: raw.shipment.courier, awb: raw.shipment.awb, trackingUrl: raw.shipment.tracking_url } : null,
    invoiceNumber: raw.invoice_number || null,
    returnWindowEnds: raw.return_window_ends || null,
    canReturn: raw.can_return,
    returns: raw.returns.map(toReturnTrack),
    parcelState: raw.parcel_state || null,
    parcelSteps: (raw.parcel_steps ?? []).map((s) => ({ key: s.key, label: s.label, at: s.at, detail: s.detail })),
    refundWords: raw.refund_state?.words ?? null,
    refundStatus: raw.refund_state?.status ?? null,
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
