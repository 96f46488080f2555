/** The studio's rules as plain functions: print size and DPI, sizes and quantities, form checks. */
import type { SizeLine } from '@/lib/api/types';

export type { SizeLine };

/** Below this a picture may look blurry on a garment (each product's own floor: lib/studio/print-areas.ts). */
export const MIN_PICTURE_DPI = 150;

export const CUSTOM_SIZE = 'More than 5XL';
export const CUSTOM_SIZE_MIN = 6;
export const CUSTOM_SIZE_MAX = 10;
export const MAX_PIECES = 500;
export const STANDARD_SIZE = 'Standard';

export const WRONG_IMAGE_TYPE = 'Please select a valid image file (JPEG, PNG, JPG).';
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The DPI an image would print at: its own pixels over the inches it covers on the print.
 * `shownWidth` is its width on the editor canvas (after scaling), `canvasWidth` the print area's width there,
 * `areaWidthIn` the print area's width in inches.
 */
export function printDpi(naturalWidth: number, shownWidth: number, canvasWidth: number, areaWidthIn = 12): number {
  if (naturalWidth <= 0 || shownWidth <= 0 || canvasWidth <= 0 || areaWidthIn <= 0) return 0;
  const inches = (shownWidth / canvasWidth) * areaWidthIn;
  return Math.round(naturalWidth / inches);
}

export function lowDpiWarning(dpi: number, minDpi = MIN_PICTURE_DPI): string | null {
  if (dpi <= 0 || dpi >= minDpi) return null;
  return `This artwork would print at about ${dpi} DPI, below ${minDpi} DPI, so it may look blurry. Make it smaller or upload a larger image.`;
}

/** A custom size ('More than 5XL'): a whole number from 6 up, written as e.g. '6XL'. */
export function customSizeError(value: string): string | null {
  const text = value.trim();
  if (!text) return 'Enter a custom size of at least 6.';
  if (!/^\d+$/.test(text)) return 'The custom size must be a number.';
  const n = Number(text);
  if (n < CUSTOM_SIZE_MIN) return `The custom size must be at least ${CUSTOM_SIZE_MIN}.`;
  if (n > CUSTOM_SIZE_MAX) return `We print custom sizes up to ${CUSTOM_SIZE_MAX}XL.`;
  return null;
}

export function customSizeCode(value: string): string {
  return `${Number(value.trim())}XL`;
}

export function quantityError(value: string | number): string | null {
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return 'The quantity must be a whole number.';
  if (Number(text) < 1) return 'The quantity must be at least 1.';
  if (Number(text) > MAX_PIECES) return `At most ${MAX_PIECES} pieces in one order.`;
  return null;
}

/** Adds a size to the order's lines; the same size again adds to its quantity. */
export function addLine(lines: SizeLine[], size: string, quantity: number): SizeLine[] {
  const at = lines.findIndex((l) => l.size === size);
  if (at === -1) return [...lines, { size, quantity }];
  return lines.map((l, i) => (i === at ? { ...l, quantity: l.quantity + quantity } : l));
}

export function setLineQuantity(lines: SizeLine[], size: string, quantity: number): SizeLine[] {
  if (quantity < 1) return lines.filter((l) => l.size !== size);
  return lines.map((l) => (l.size === size ? { ...l, quantity } : l));
}

export function removeLine(lines: SizeLine[], size: string): SizeLine[] {
  return lines.filter((l) => l.size !== size);
}

export const pieces = (lines: SizeLine[]): number => lines.reduce((sum, l) => sum + l.quantity, 0);

export interface StudioForm {
  product: string;
  productHasSleeves: boolean;
  productHasSizes: boolean;
  sleeve: string;
  color: string;
  lines: SizeLine[];
  hasDesign: boolean;
}

export type StudioErrors = Partial<Record<'product' | 'sleeve' | 'color' | 'sizes' | 'design', string>>;

export const HEX_RE = /^#[0-9a-fA-F]{6}$/;

/** The form's own checks before anything is sent (the server checks everything again). */
export function validateStudio(form: StudioForm): StudioErrors {
  const errors: StudioErrors = {};
  if (!form.product) errors.product = 'Please select a product.';
  if (form.product && form.productHasSleeves && !form.sleeve) errors.sleeve = 'Please choose Half Sleeve or Full Sleeve.';
  if (!HEX_RE.test(form.color)) errors.color = 'Enter a colour as #RRGGBB or pick one from the palette.';
  if (form.product && form.lines.length === 0) {
    errors.sizes = form.productHasSizes ? 'Please choose at least one size and quantity.' : 'Please enter a quantity.';
  } else if (pieces(form.lines) > MAX_PIECES) errors.sizes = `At most ${MAX_PIECES} pieces in one order.`;
  if (!form.hasDesign) errors.design = 'Please add a design to the front or the back.';
  return errors;
}

/** True when the bytes start like a JPEG or a PNG (the type is judged by content, not by name). */
export function looksLikeJpegOrPng(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return true;
  return bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}
