/** What a customer reads of an order's item: the ready-made design's name first, then garment, colour and sizes. */
import type { Order } from '@/lib/api/types';

/** The ready-made designs an order holds, each once: the order's own, else its lines' (a bag of several). */
export function designNames(o: Order): string[] {
  if (o.catalogueItemName) return [o.catalogueItemName];
  return [...new Set(o.catalogueLines.map((l) => l.name))];
}

/**
 * 'Medieval Pink · T-Shirt · Violet Rush · S×1'; a studio design has no name ('T-Shirt · Half Sleeve · Black · M×2').
 * A bag of several designs names each line ('Medieval Pink S×1, Blue Madonna M×2'): the order's garment and colour
 * are its first item's, so they would describe the others wrongly.
 */
export function itemSummary(o: Order): string {
  const names = designNames(o);
  if (names.length > 1) return o.catalogueLines.map((l) => `${l.name} ${l.size}×${l.quantity}`).join(', ');
  const sizes = sizeTotals(o.sizes).map((s) => `${s.size}×${s.quantity}`).join(', ');
  return [...names, o.product, o.sleeve, o.color, sizes].filter(Boolean).join(' · ');
}

/** The lines' sizes added up (a team order has a line per person: 'M×5, L×4', not fifteen '×1'). */
export function sizeTotals(lines: { size: string; quantity: number }[]): { size: string; quantity: number }[] {
  const totals = new Map<string, number>();
  for (const l of lines) totals.set(l.size, (totals.get(l.size) ?? 0) + l.quantity);
  return [...totals].map(([size, quantity]) => ({ size, quantity }));
}
