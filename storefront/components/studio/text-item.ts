/** Adding a text layer to a side's canvas. */
import type { Canvas } from 'fabric';
import { CANVAS_H, CANVAS_W } from './canvas-size';
import { loadFont } from './editor-fonts';
import { shapedTextClass } from './shaped-text';
import { type TextStyle, applyStyle } from './text-style';

type Fabric = typeof import('fabric');

/**
 * Adds the text in the chosen look, a third of the way down the canvas, once its font has loaded (so it is
 * measured and shaped with that font, not a stand-in).
 */
export async function addTextItem(
  fabric: Fabric,
  canvas: Canvas,
  text: string,
  style: TextStyle,
  pixelsPerInch: number,
): Promise<void> {
  await loadFont(style.font);
  fabric.cache.clearFontCache(style.font);
  const Text = shapedTextClass(fabric);
  const item = new Text(text, {
    left: CANVAS_W / 2,
    top: CANVAS_H / 3,
    originX: 'center',
    originY: 'center',
    fontFamily: style.font,
    fontSize: 48,
  });
  applyStyle(fabric, item, style, pixelsPerInch, true);
  canvas.add(item);
  canvas.setActiveObject(item);
  canvas.requestRenderAll();
}
