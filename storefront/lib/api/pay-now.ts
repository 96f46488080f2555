/**
 * How an order may be paid now (GET /api/orders/{order_id}/pay-now/): a cash-on-delivery order's "pay now and save"
 * offer, and whether any order is payable online through the shop's payment gateway (asked of the gateway only when
 * the customer presses Pay now: components/checkout/pay-now.tsx).
 */
import { shop, unwrap } from './http';
import type { Wire } from './types';

export interface PayNowOffer {
  orderId: string;
  /** false: no offer (paid, prepaid, shipped, or the shop charges no COD fee) */
  offered: boolean;
  /** "Pay now by UPI and save Rs 49" */
  headline: string;
  /** what to pay now: the order's amount less its COD fee */
  amount: number;
  saving: number;
  upiId: string;
  upiLink: string | null;
  /** a PNG data URL of upiLink */
  upiQr: string | null;
  /** the shop has a payment gateway and this order may be paid through it now */
  payableOnline: boolean;
  /** what paying online pays: the order's amount, or the COD offer's */
  onlineAmount: number | null;
}

export function toPayNowOffer(raw: Wire<'/api/orders/{order_id}/pay-now/', 'get'>): PayNowOffer {
  return {
    orderId: raw.order_id,
    offered: raw.offered,
    headline: raw.headline,
    amount: raw.amount ?? 0,
    saving: raw.saving ?? 0,
    upiId: raw.upi_id,
    upiLink: raw.upi_link ?? null,
    upiQr: raw.upi_qr ?? null,
    payableOnline: raw.payable_online,
    onlineAmount: raw.online_amount ?? null,
  };
}

/** The browser's call (same origin, the customer's session). */
export const payNowApi = {
  get: async (orderId: string): Promise<PayNowOffer> =>
    toPayNowOffer(await unwrap(shop().GET('/api/orders/{order_id}/pay-now/', { params: { path: { order_id: orderId } } }))),
};
