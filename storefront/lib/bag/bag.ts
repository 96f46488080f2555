/** The bag: catalogue items with a size and a quantity, kept in localStorage so it survives a reload. */
import type { BagItemInput } from '@/lib/api/types';

export interface BagLine {
  itemId: number;
  name: string;
  price: number;
  color: string;
  size: string;
  quantity: number;
  image: string | null;
}

export type BagAction =
  | { type: 'add'; line: BagLine }
  | { type: 'set-quantity'; itemId: number; size: string; quantity: number }
  | { type: 'remove'; itemId: number; size: string }
  | { type: 'clear' }
  | { type: 'replace'; lines: BagLine[] };

export const BAG_KEY = 'rangrez.bag.v1';
export const MAX_LINE_QUANTITY = 99;

const same = (a: { itemId: number; size: string }, b: { itemId: number; size: string }) =>
  a.itemId === b.itemId && a.size === b.size;

const clampQty = (n: number) => Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(n)));

export function bagReducer(lines: BagLine[], action: BagAction): BagLine[] {
  switch (action.type) {
    case 'add': {
      const at = lines.findIndex((l) => same(l, action.line));
      if (at === -1) return [...lines, { ...action.line, quantity: clampQty(action.line.quantity) }];
      return lines.map((l, i) => (i === at ? { ...l, quantity: clampQty(l.quantity + action.line.quantity) } : l));
    }
    case 'set-quantity':
      if (!Number.isFinite(action.quantity) || action.quantity < 1) return lines.filter((l) => !same(l, action));
      return lines.map((l) => (same(l, action) ? { ...l, quantity: clampQty(action.quantity) } : l));
    case 'remove':
      return lines.filter((l) => !same(l, action));
    case 'clear':
      return [];
    case 'replace':
      return action.lines;
  }
}

export const bagCount = (lines: BagLine[]): number => lines.reduce((n, l) => n + l.quantity, 0);

function isLine(v: unknown): v is BagLine {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.itemId === 'number' &&
    typeof l.name === 'string' &&
    typeof l.price === 'number' &&
    typeof l.size === 'string' &&
    typeof l.quantity === 'number' &&
    l.quantity >= 1
  );
}

/** Reads a stored bag, dropping anything that is not a well-formed line. */
export function parseBag(raw: string | null): BagLine[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value.filter(isLine).map((l) => ({
      ...l,
      color: typeof l.color === 'string' ? l.color : '',
      image: typeof l.image === 'string' ? l.image : null,
      quantity: clampQty(l.quantity),
    }));
  } catch {
    return [];
  }
}

/** The bag's lines as the checkout and quote calls take them. */
export function bagItems(lines: BagLine[]): BagItemInput[] {
  return lines.map((l) => ({ catalogue_item_id: l.itemId, size: l.size, quantity: l.quantity }));
}
