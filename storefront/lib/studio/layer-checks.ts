/**
 * Each layer of a side checked at its printed size: a picture below the product's resolution floor may look
 * blurry; any layer past the safe zone may be cut off or land in a seam. The editor lists what it finds, per layer.
 */
import { type PrintArea, safeRect } from './print-areas';
import { lowDpiWarning, printDpi } from './rules';

export interface LayerFact {
  kind: 'picture' | 'text';
  /** What the customer calls it: "Picture 1", or the text itself. */
  name: string;
  /** A picture's own width in pixels (0 for text). */
  naturalWidth: number;
  /** Its width on the canvas after scaling, before rotation. */
  shownWidth: number;
  /** A text's font, to show its name in. */
  font?: string;
  /** Its box on the canvas, after scaling and rotation. */
  box: { left: number; top: number; width: number; height: number };
}

export interface LayerWarning {
  name: string;
  kind: 'dpi' | 'safe-zone';
  message: string;
}

const TOLERANCE = 0.5; // canvas pixels: a layer "fitted" to the safe zone touches its line

/** The warnings' sentences in a page's language (messages `editor.dpiWarning`, `editor.safeZoneWarning`). */
export interface LayerWords {
  dpi: (name: string, dpi: number, minDpi: number) => string;
  safeZone: (name: string) => string;
}

export const ENGLISH_LAYER_WORDS: LayerWords = {
  dpi: (name, dpi, minDpi) => `${name}: ${lowDpiWarning(dpi, minDpi)}`,
  safeZone: (name) => `${name} goes past the safe zone (the dashed line), so its edge may be cut off. Use "Fit to print area" or move it in.`,
};

/**
 * What the checks find, layer by layer, worded by `words` with each layer's name as `nameOf` gives it (the list's own
 * name: 'चित्र 1' on a Hindi page); by default in English with the layer's own name.
 */
export function layerWarnings(
  layers: LayerFact[],
  area: PrintArea,
  canvasWidth: number,
  words: LayerWords = ENGLISH_LAYER_WORDS,
  nameOf: (layer: LayerFact, index: number) => string = (layer) => layer.name,
): LayerWarning[] {
  const safe = safeRect(area, canvasWidth);
  const out: LayerWarning[] = [];
  for (const [index, layer] of layers.entries()) {
    const { box } = layer;
    const name = nameOf(layer, index);
    if (layer.kind === 'picture') {
      const dpi = printDpi(layer.naturalWidth, layer.shownWidth, canvasWidth, area.widthIn);
      if (lowDpiWarning(dpi, area.minDpi)) out.push({ name, kind: 'dpi', message: words.dpi(name, dpi, area.minDpi) });
    }
    const outside =
      box.left < safe.x - TOLERANCE ||
      box.top < safe.y - TOLERANCE ||
      box.left + box.width > safe.x + safe.w + TOLERANCE ||
      box.top + box.height > safe.y + safe.h + TOLERANCE;
    if (outside) {
      out.push({ name, kind: 'safe-zone', message: words.safeZone(name) });
    }
  }
  return out;
}

/** The scale and position that fit a box inside the safe zone, centred, keeping its proportions. */
export function fitToSafeZone(
  box: { width: number; height: number },
  area: PrintArea,
  canvasWidth: number,
): { factor: number; centreX: number; centreY: number } {
  const safe = safeRect(area, canvasWidth);
  const factor = Math.min(safe.w / Math.max(box.width, 1e-6), safe.h / Math.max(box.height, 1e-6));
  return { factor, centreX: safe.x + safe.w / 2, centreY: safe.y + safe.h / 2 };
}
