/**
 * A new text's colour that reads on the garment: near-black on light cloth, white on dark, by the WCAG contrast ratio
 * of each against the garment's colour (relative luminance, WCAG 2.1 §1.4.3's definition).
 */
export const DARK_TEXT = '#222222';
export const LIGHT_TEXT = '#ffffff';

function channel(v: number): number {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb (or #rgb) colour; null when it is not one. */
export function luminance(hex: string): number | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a) ?? 1;
  const lb = luminance(b) ?? 1;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The default colour of new text on this garment. */
export function textColourOn(garment: string): string {
  return contrastRatio(LIGHT_TEXT, garment) > contrastRatio(DARK_TEXT, garment) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The colour an outline starts in when the customer turns it on: the one that stands out from the garment
 * (near-black on a white tee, white on a black one), so the outline is never lost in the cloth.
 */
export function outlineColourOn(garment: string): string {
  return textColourOn(garment);
}
