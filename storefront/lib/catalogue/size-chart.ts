/**
 * The garment size chart (chest and length, inches) and the part of it a product is sold in: the
 * product page's size scale and its PDF list only the product's own sizes (a tee sold in XS-L shows
 * XS, S, M, L, not XL to 5XL).
 */
export interface SizeRow {
  size: string;
  chest: number;
  length: number;
}

export const SIZE_CHART: readonly SizeRow[] = [
  { size: 'XS', chest: 36, length: 26 },
  { size: 'S', chest: 38, length: 27 },
  { size: 'M', chest: 40, length: 28 },
  { size: 'L', chest: 42, length: 29 },
  { size: 'XL', chest: 44, length: 30 },
  { size: '2XL', chest: 46, length: 31 },
  { size: '3XL', chest: 48, length: 32 },
  { size: '4XL', chest: 50, length: 33 },
  { size: '5XL', chest: 52, length: 34 },
];

/** The chart's rows for the sizes a product is sold in, smallest first; no sizes given (or none known): the whole chart. */
export function chartRows(sizes: readonly string[] | null | undefined): SizeRow[] {
  const wanted = new Set((sizes ?? []).map((s) => s.trim().toUpperCase()));
  const rows = SIZE_CHART.filter((row) => wanted.has(row.size));
  return rows.length ? rows : [...SIZE_CHART];
}

/** 'XS to L', 'M', 'XS to 5XL'. */
export function sizeRange(rows: readonly SizeRow[]): string {
  const first = rows.at(0)?.size ?? '';
  const last = rows.at(-1)?.size ?? '';
  return first === last ? first : `${first} to ${last}`;
}

/** The PDF's address for these sizes (`app/size-chart.pdf/route.ts`). */
export function sizeChartHref(sizes: readonly string[]): string {
  const rows = chartRows(sizes);
  if (rows.length === SIZE_CHART.length) return '/size-chart.pdf';
  return `/size-chart.pdf?sizes=${rows.map((r) => encodeURIComponent(r.size)).join(',')}`;
}

export const cm = (inches: number): string => (inches * 2.54).toFixed(1);
