/**
 * Paying an order online through the shop's payment gateway (Razorpay's hosted checkout): the gateway order the
 * checkout opens with (POST /api/orders/{order_id}/pay/; 409 when the shop has no gateway, or the order is not one
 * to pay online) and the checkout's signed callback (POST /api/orders/{order_id}/pay/confirm/). docs/payments.md.
 */
import { shop, unwrap } from './http';
import type { Body, PaymentStatus, Wire } from './types';

export interface GatewayCheckout {
  gateway: string;
  /** the gateway's public key id */
  keyId: string;
  gatewayOrderId: string;
  /** rupees, and the same in whole paise as the server computed them */
  amount: number;
  amountPaise: number;
  currency: string;
  /** the shop's name, and what is paid for */
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/** The hosted checkout's callback fields, signed by the gateway: sent to the server as they came. */
export type GatewayCallback = Body<'/api/orders/{order_id}/pay/confirm/', 'post'>;

export function toGatewayCheckout(raw: Wire<'/api/orders/{order_id}/pay/', 'post'>): GatewayCheckout {
  return {
    gateway: raw.gateway,
    keyId: raw.key_id,
    gatewayOrderId: raw.gateway_order_id,
    amount: raw.amount,
    amountPaise: raw.amount_paise,
    currency: raw.currency,
    name: raw.name,
    description: raw.description,
    prefill: { name: raw.prefill.name, email: raw.prefill.email, contact: raw.prefill.contact },
  };
}

const path = (orderId: string) => ({ params: { path: { order_id: orderId } } });

/** The browser's calls (same origin, the customer's session). */
export const onlinePayApi = {
  start: async (orderId: string): Promise<GatewayCheckout> =>
    toGatewayCheckout(await unwrap(shop().POST('/api/orders/{order_id}/pay/', path(orderId)))),
  confirm: async (orderId: string, fields: GatewayCallback): Promise<{ orderId: string; paymentStatus: PaymentStatus }> => {
    const raw = await unwrap(shop().POST('/api/orders/{order_id}/pay/confirm/', { ...path(orderId), body: fields }));
    return { orderId: raw.order_id, paymentStatus: raw.payment_status };
  },
};
