/**
 * Bulk prices: each product type's quantity tiers (unit price printed on one side and on both) and its one-off
 * setup charges (GET /api/catalogue/price-breaks/), and a ready-made item's price per tier
 * (GET /api/catalogue/items/{id}/price-breaks/). The prices are the shop's: the storefront only shows them.
 */
import type { Wire } from './types';

export interface PriceTier {
  /** '50-99', '250+' */
  label: string;
  minQuantity: number;
  maxQuantity: number | null;
  oneSide: number;
  bothSides: number;
}

export interface PriceTable {
  productType: string;
  name: string;
  printMethod: string;
  tiers: PriceTier[];
  setup: { label: string; amount: number }[];
}

export interface ItemTier {
  label: string;
  minQuantity: number;
  maxQuantity: number | null;
  unitPrice: number;
}

export interface ItemPriceTable {
  itemId: number;
  productType: string;
  tiers: ItemTier[];
}

type RawTable = Wire<'/api/catalogue/price-breaks/', 'get'>[number];

export function toPriceTable(raw: RawTable): PriceTable {
  return {
    productType: raw.product_type,
    name: raw.name,
    printMethod: raw.print_method,
    tiers: raw.tiers.map((t) => ({
      label: t.label,
      minQuantity: t.min_quantity,
      maxQuantity: t.max_quantity ?? null,
      oneSide: t.one_side,
      bothSides: t.both_sides,
    })),
    setup: raw.setup.map((c) => ({ label: c.label, amount: c.amount })),
  };
}

export function toItemPriceTable(raw: Wire<'/api/catalogue/items/{item_id}/price-breaks/', 'get'>): ItemPriceTable {
  return {
    itemId: raw.item_id,
    productType: raw.product_type,
    tiers: raw.tiers.map((t) => ({ label: t.label, minQuantity: t.min_quantity, maxQuantity: t.max_quantity ?? null, unitPrice: t.unit_price })),
  };
}

/** How a tier reads to a customer: '1–9 pieces', '250+ pieces', '1 piece'. */
export function tierWords(tier: { minQuantity: number; maxQuantity: number | null }): string {
  if (tier.maxQuantity === null) return `${tier.minQuantity}+ pieces`;
  if (tier.maxQuantity === tier.minQuantity) return tier.minQuantity === 1 ? '1 piece' : `${tier.minQuantity} pieces`;
  return `${tier.minQuantity}–${tier.maxQuantity} pieces`;
}

/** What a piece saves against the first tier, as a whole percentage; 0 for the first tier itself. */
export function savingPercent(first: number, price: number): number {
  if (first <= 0 || price >= first) return 0;
  return Math.round(((first - price) / first) * 100);
}
