/** "Order again": a past order's editable design with its product, sleeve, colour and sizes. */
import { shop, unwrap } from './http';

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

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function toOrderDesign(raw: Raw): OrderDesign {
  const sizes = Array.isArray(raw.sizes) ? (raw.sizes as Raw[]) : [];
  const design = raw.design && typeof raw.design === 'object' ? (raw.design as OrderDesign['design']) : null;
  return {
    orderId: str(raw.order_id),
    product: str(raw.product),
    sleeve: str(raw.sleeve),
    colourName: str(raw.colour_name),
    colourHex: str(raw.colour_hex),
    instructions: str(raw.instructions),
    sizes: sizes.map((s) => ({ size: str(s.size), quantity: Number(s.quantity) || 1 })),
    design,
  };
}

export async function fetchOrderDesign(orderId: string): Promise<OrderDesign> {
  const raw = await unwrap(shop().GET('/api/orders/{order_id}/design/', { params: { path: { order_id: orderId } } }));
  return toOrderDesign(raw as unknown as Raw);
}
