/**
 * The design canvas's own size, the same 3:4 for every product; CSS scales it to the print area on screen and the
 * print file scales it to the product's inches at its DPI (lib/studio/print-areas.ts).
 */
import type { Canvas, FabricImage, FabricObject } from 'fabric';
import type { LayerFact } from '@/lib/studio/layer-checks';
import type { PrintArea } from '@/lib/studio/print-areas';
import { isText } from './text-layer';

export const CANVAS_W = 360;
export const CANVAS_H = 480;

/** Canvas pixels per printed inch. */
export const pixelsPerInch = (area: PrintArea): number => CANVAS_W / area.widthIn;

/** How much the canvas is scaled up to reach the print file's pixels. */
export const multiplierFor = (area: PrintArea): number => (area.widthIn * area.dpi) / CANVAS_W;

function isImage(o: FabricObject): o is FabricImage {
  return o.type === 'image';
}

/** What the layer checks need of each layer: its kind, a name the customer knows it by, its box. */
export function layerFacts(canvas: Canvas): LayerFact[] {
  let pictures = 0;
  return canvas.getObjects().map((o) => {
    const r = o.getBoundingRect();
    const box = { left: r.left, top: r.top, width: r.width, height: r.height };
    if (isImage(o)) {
      pictures += 1;
      // the picture's own pixels across the part of it shown (fabric.js width is the shown part, before scaling)
      return { kind: 'picture', name: `Picture ${pictures}`, naturalWidth: o.width ?? 0, shownWidth: o.getScaledWidth(), box };
    }
    const text = isText(o) ? o.text.replace(/\s+/g, ' ').trim() : '';
    return { kind: 'text', name: `"${text.length > 24 ? `${text.slice(0, 23)}…` : text}"`, naturalWidth: 0, shownWidth: r.width, font: isText(o) ? o.fontFamily : undefined, box };
  });
}
