/**
 * Curved text: the arc a line of text sits on. The arc is as long as the text (plus a margin), centred at x = 0 with
 * its middle at y = 0; "up" bends like a rainbow (the letters on the outside), "down" like a smile. It never covers
 * more than three quarters of its circle, so a long text on a small radius gets the smallest radius that fits.
 */
export type Curve = 'none' | 'up' | 'down';

export const MAX_SWEEP = 1.5 * Math.PI;

/** The smallest radius a text `length` long may sit on. */
export function minRadius(length: number): number {
  return length / MAX_SWEEP;
}

/** The arc as an SVG path (fabric.js turns its A command into curves). */
export function arcPath(length: number, radius: number, curve: Exclude<Curve, 'none'>): string {
  const r = Math.max(radius, minRadius(length), 1);
  const half = length / r / 2;
  const x = r * Math.sin(half);
  const dy = r * (1 - Math.cos(half));
  const large = 2 * half > Math.PI ? 1 : 0;
  const n = (v: number) => Number(v.toFixed(3));
  return curve === 'up'
    ? `M ${n(-x)} ${n(dy)} A ${n(r)} ${n(r)} 0 ${large} 1 ${n(x)} ${n(dy)}`
    : `M ${n(-x)} ${n(-dy)} A ${n(r)} ${n(r)} 0 ${large} 0 ${n(x)} ${n(-dy)}`;
}

/** A radius on the canvas as inches on the print, and back (the layer's own scale counted). */
export function radiusInches(radius: number, scale: number, pixelsPerInch: number): number {
  return (radius * scale) / pixelsPerInch;
}

export function radiusFromInches(inches: number, scale: number, pixelsPerInch: number): number {
  return (inches * pixelsPerInch) / (scale || 1);
}
