/**
 * What each product prints, side by side: the print area's size in inches (3:4, as the editor's canvas), the
 * resolution of its print file, the safe zone inside it (the margin a press or a cutter may take) and the lowest
 * resolution a picture should reach there. The editor draws the area and the safe zone, warns per layer, and the
 * print file is made at `dpi` (lib/studio/rules.ts checks pictures against `minDpi`).
 */
import type { Side } from './garments';

export interface PrintArea {
  widthIn: number;
  heightIn: number;
  /** The print file's resolution. */
  dpi: number;
  /** The safe zone's margin inside the print area, in inches. */
  safeIn: number;
  /** Below this, a picture may look blurry at its printed size. */
  minDpi: number;
}

// apparel by DTG: a print file at 300 DPI, pictures from 150 DPI, half an inch kept clear of seams and folds
const apparel = (widthIn: number, heightIn: number): PrintArea => ({ widthIn, heightIn, dpi: 300, safeIn: 0.5, minDpi: 150 });
// small items, cut or wrapped: 300 DPI, an eighth of an inch for the cut
const small = (widthIn: number, heightIn: number): PrintArea => ({ widthIn, heightIn, dpi: 300, safeIn: 0.125, minDpi: 150 });
// large format, seen from a few steps away: a lower resolution prints as sharp
const large = (widthIn: number, heightIn: number, dpi: number, minDpi: number): PrintArea => ({ widthIn, heightIn, dpi, safeIn: 1, minDpi });

const TEE = apparel(12, 16);
const AREAS: Record<string, Partial<Record<Side, PrintArea>>> = {
  tshirts: { front: TEE, back: TEE },
  sweatshirt: { front: TEE, back: TEE },
  polo: { front: apparel(9, 12), back: TEE },
  'crop-top': { front: apparel(9, 12), back: apparel(9, 12) },
  hoodie: { front: apparel(10.5, 14), back: TEE },
  'tank-top': { front: apparel(10.5, 14), back: apparel(10.5, 14) },
  'drum-skin': { front: small(10.5, 14), back: small(10.5, 14) },
  mugs: { front: small(3, 4), back: small(3, 4) },
  stickers: { front: small(3, 4), back: small(3, 4) },
  'business-cards': { front: small(2.25, 3), back: small(2.25, 3) },
  poster: { front: large(18, 24, 200, 150), back: large(18, 24, 200, 150) },
  flag: { front: large(18, 24, 150, 100), back: large(18, 24, 150, 100) },
  banner: { front: large(24, 32, 150, 100), back: large(24, 32, 150, 100) },
};

/** The print area of a product's side (a T-shirt's when the product is unknown or not chosen yet). */
export function printAreaFor(slug: string, side: Side): PrintArea {
  return AREAS[slug]?.[side] ?? TEE;
}

/** The print file's pixels: the area's inches at its DPI. */
export function printPixels(area: PrintArea): { width: number; height: number } {
  return { width: Math.round(area.widthIn * area.dpi), height: Math.round(area.heightIn * area.dpi) };
}

/** The safe zone as a rectangle on a canvas `canvasWidth` wide (the print area's full width). */
export function safeRect(area: PrintArea, canvasWidth: number): { x: number; y: number; w: number; h: number } {
  const perInch = canvasWidth / area.widthIn;
  const inset = area.safeIn * perInch;
  const height = (canvasWidth * area.heightIn) / area.widthIn;
  return { x: inset, y: inset, w: canvasWidth - 2 * inset, h: height - 2 * inset };
}

/** "12 x 16 in" (a quarter-inch shown as .25). */
export function areaLabel(area: PrintArea): string {
  return `${area.widthIn} x ${area.heightIn} in`;
}
