/** A text layer's look as the text tools show it, read from a layer and put on one. */
import type { Curve } from '@/lib/studio/arc';
import { radiusFromInches, radiusInches } from '@/lib/studio/arc';
import { DEFAULT_FONT } from '@/lib/studio/fonts';
import { type ShapedText, layOut } from './shaped-text';

type Fabric = typeof import('fabric');

export type Align = 'left' | 'center' | 'right';

export interface TextStyle {
  font: string;
  fill: string;
  align: Align;
  /** fabric.js charSpacing: thousandths of the letter size added after each letter. */
  spacing: number;
  curve: Curve;
  /** The arc's radius in printed inches; null until the customer moves the slider (the text's own length). */
  radiusIn: number | null;
  /** The outline's colour, or null for none. */
  outline: string | null;
  /** The outline's thickness in printed millimetres. */
  outlineMm: number;
  shadow: boolean;
}

export const DEFAULT_STYLE: TextStyle = {
  font: DEFAULT_FONT,
  fill: '#222222',
  align: 'center',
  spacing: 0,
  curve: 'none',
  radiusIn: null,
  outline: null,
  outlineMm: 1,
  shadow: false,
};

export const SPACING = { min: -100, max: 800, step: 20 } as const;
export const OUTLINE_MM = { min: 0.5, max: 4, step: 0.5 } as const;
export const RADIUS_IN = { min: 1, max: 40, step: 0.5, default: 6 } as const;
const SHADOW = { color: 'rgba(0,0,0,0.45)', blur: 6, offsetX: 3, offsetY: 3 };
const MM_PER_INCH = 25.4;

/** The look of a layer, in the units the tools show (printed inches and millimetres). */
export function styleOf(t: ShapedText, pixelsPerInch: number): TextStyle {
  const scale = t.scaleX || 1;
  const outlined = !!t.stroke && (t.strokeWidth ?? 0) > 0;
  return {
    font: t.fontFamily ?? DEFAULT_FONT,
    fill: typeof t.fill === 'string' ? t.fill : DEFAULT_STYLE.fill,
    align: (['left', 'center', 'right'] as Align[]).find((a) => a === t.textAlign) ?? 'center',
    spacing: t.charSpacing ?? 0,
    curve: t.curve ?? 'none',
    radiusIn: t.curveRadius ? Math.round(radiusInches(t.curveRadius, scale, pixelsPerInch) * 2) / 2 : null,
    outline: outlined ? String(t.stroke) : null,
    // the stroke is drawn under the letters, so half of it shows
    outlineMm: outlined ? Math.round((((t.strokeWidth ?? 0) / 2) * scale * MM_PER_INCH * 2) / pixelsPerInch) / 2 : DEFAULT_STYLE.outlineMm,
    shadow: !!t.shadow,
  };
}

/**
 * Puts a look on a layer (its font already loaded) and lays it out again. The arc keeps its radius unless
 * `newRadius` says the customer set one.
 */
export function applyStyle(fabric: Fabric, t: ShapedText, style: TextStyle, pixelsPerInch: number, newRadius = false): void {
  const scale = t.scaleX || 1;
  const strokeWidth = style.outline ? (2 * style.outlineMm * pixelsPerInch) / MM_PER_INCH / scale : 0;
  t.set({
    fontFamily: style.font,
    fill: style.fill,
    charSpacing: style.spacing,
    textAlign: style.curve === 'none' ? style.align : 'center',
    stroke: style.outline ?? undefined,
    strokeWidth,
    strokeLineJoin: 'round',
    paintFirst: 'stroke',
    shadow: style.shadow ? new fabric.Shadow(SHADOW) : null,
  });
  const radius = newRadius && style.radiusIn !== null ? radiusFromInches(style.radiusIn, scale, pixelsPerInch) : undefined;
  layOut(fabric, t, style.curve, radius);
}
