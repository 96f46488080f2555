/** Adding uploaded artwork and text to a side's canvas. */
import type { Canvas } from 'fabric';
import { MAX_UPLOAD_BYTES, WRONG_IMAGE_TYPE, looksLikeJpegOrPng } from '@/lib/studio/rules';
import { CANVAS_H, CANVAS_W } from './canvas-size';
import { loadFont } from './editor-fonts';
import { shapedTextClass } from './shaped-text';
import { type TextStyle, applyStyle } from './text-style';

type Fabric = typeof import('fabric');

export interface UploadOutcome {
  /** What to tell the customer, or '' when the image was added. */
  notice: string;
  /** Whether the file input should be emptied (so the same file can be chosen again). */
  clearInput: boolean;
}

/** Checks the file is a JPEG or PNG under 10 MB and adds it, scaled to fit, in the middle of the canvas. */
export async function addImageFile(fabric: Fabric, canvas: Canvas, file: File): Promise<UploadOutcome> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!['image/jpeg', 'image/png', 'image/jpg'].includes(file.type) || !looksLikeJpegOrPng(head)) {
    return { notice: WRONG_IMAGE_TYPE, clearInput: true };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { notice: 'The image is too large: at most 10 MB.', clearInput: false };
  }
  const url = URL.createObjectURL(file);
  try {
    const img = await fabric.FabricImage.fromURL(url);
    const fit = Math.min((CANVAS_W * 0.8) / (img.width || 1), (CANVAS_H * 0.8) / (img.height || 1), 1);
    img.set({ left: CANVAS_W / 2, top: CANVAS_H / 2, originX: 'center', originY: 'center' });
    img.scale(fit);
    canvas.add(img);
    canvas.setActiveObject(img);
    canvas.requestRenderAll();
  } catch {
    return { notice: WRONG_IMAGE_TYPE, clearInput: true };
  }
  return { notice: '', clearInput: true };
}

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
