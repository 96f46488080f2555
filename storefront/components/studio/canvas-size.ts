/** The design canvas's own size; CSS scales it to the print area on screen. 360 x 5 = 1800. */
import type { Canvas, FabricImage, FabricObject } from 'fabric';
import { PRINT_PIXELS, printDpi } from '@/lib/studio/rules';

export const CANVAS_W = 360;
export const CANVAS_H = 480;
/** How much the canvas is scaled up to reach the print file's pixels. */
export const MULTIPLIER = PRINT_PIXELS.width / CANVAS_W;

function isImage(o: FabricObject): o is FabricImage {
  return o.type === 'image';
}

/** The lowest DPI among a side's images, or 0 when it has none. */
export function lowestDpi(canvas: Canvas): number {
  const dpis = canvas
    .getObjects()
    .filter(isImage)
    .map((img) => printDpi(img.width ?? 0, img.getScaledWidth(), CANVAS_W));
  return dpis.length ? Math.min(...dpis) : 0;
}
