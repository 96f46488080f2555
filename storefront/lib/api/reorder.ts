/** "Order again": a past order's editable design with its product, sleeve, colour and sizes. */
import { shop, unwrap } from './http';
import type { Wire } from './types';

export interface DesignLayerSide {
  version?: string;
  objects: Record<string, unknown>[];
}

export interface OrderDesign {
  orderId: string;
  product: string;
  sleeve: string;
  colourName: string;
  colourHex: string;
  instructions: string;
  sizes: { size: string; quantity: number }[];
  design: { front?: DesignLayerSide; back?: DesignLayerSide } | null;
}

export function toOrderDesign(raw: Wire<'/api/orders/{order_id}/design/', 'get'>): OrderDesign {
  return {
    orderId: raw.order_id,
    product: raw.product,
    sleeve: raw.sleeve,
    colourName: raw.colour_name,
    colourHex: raw.colour_hex,
    instructions: raw.instructions,
    sizes: raw.sizes.map((s) => ({ size: s.size, quantity: s.quantity || 1 })),
    // the studio's own layers (Fabric.js JSON): the document says only "an object"
    design: (raw.design ?? null) as OrderDesign['design'],
  };
}

export async function fetchOrderDesign(orderId: string): Promise<OrderDesign> {
  return toOrderDesign(await unwrap(shop().GET('/api/orders/{order_id}/design/', { params: { path: { order_id: orderId } } })));
}
