/** A business order's advance and balance as its customer reads them (GET /api/orders/{order_id}/payments/). */
import { shop, unwrap } from './http';
import type { Schema, Wire } from './types';

export type ReceivableState = Schema<'ReceivableState'>;

export interface ReceivedPayment {
  kind: Schema<'PaymentKind'>;
  amount: number;
  receivedOn: string;
  utr: string;
}

export interface OrderPayments {
  orderId: string;
  quoteNumber: string;
  state: ReceivableState;
  total: number;
  advancePercent: number;
  advance: number;
  received: number;
  balance: number;
  /** what to pay now: the rest of the advance, else the balance; 0 when nothing is due */
  asked: number;
  /** 0: the balance before dispatch; 15 or 30: that many days after dispatch */
  termsDays: number;
  dispatchBy: string;
  dueOn: string | null;
  upiId: string;
  upiLink: string | null;
  payments: ReceivedPayment[];
}

export function toOrderPayments(raw: Wire<'/api/orders/{order_id}/payments/', 'get'>): OrderPayments {
  return {
    orderId: raw.order_id,
    quoteNumber: raw.quote_number,
    state: raw.state,
    total: raw.total,
    advancePercent: Number(raw.advance_percent),
    advance: raw.advance,
    received: raw.received,
    balance: raw.balance,
    asked: raw.asked,
    termsDays: raw.terms_days,
    dispatchBy: raw.dispatch_by,
    dueOn: raw.due_on ?? null,
    upiId: raw.upi_id,
    upiLink: raw.upi_link ?? null,
    payments: raw.payments.map((p) => ({ kind: p.kind, amount: p.amount, receivedOn: p.received_on, utr: p.utr })),
  };
}

/** The browser's call (same origin, the customer's session). */
export const paymentsApi = {
  get: async (orderId: string): Promise<OrderPayments> =>
    toOrderPayments(await unwrap(shop().GET('/api/orders/{order_id}/payments/', { params: { path: { order_id: orderId } } }))),
};
