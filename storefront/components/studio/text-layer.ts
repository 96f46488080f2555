/** What the editor knows of a text layer without loading the text code (components/studio/shaped-text.ts). */
import type { IText } from 'fabric';
import type { Curve } from '@/lib/studio/arc';

export interface ShapedText extends IText {
  /** The arc the text sits on ('none' for a straight line), and its radius in the layer's own units. */
  curve?: Curve;
  curveRadius?: number;
}

export function isText(o: unknown): o is ShapedText {
  return !!o && typeof o === 'object' && 'text' in o && typeof (o as { text: unknown }).text === 'string';
}
