/** Adding uploaded artwork to a side's canvas (text: components/studio/text-item.ts). */
import type { Canvas } from 'fabric';
import { STUDIO_BOUND, fileSize, sizeProblem } from '@/lib/images/picture-size';
import { MAX_UPLOAD_BYTES, WRONG_IMAGE_TYPE, looksLikeJpegOrPng } from '@/lib/studio/rules';
import { CANVAS_H, CANVAS_W } from './canvas-size';

type Fabric = typeof import('fabric');

export interface UploadOutcome {
  /** What to tell the customer, or '' when the image was added. */
  notice: string;
  /** Whether the file input should be emptied (so the same file can be chosen again). */
  clearInput: boolean;
}

/**
 * Checks the file is a JPEG or PNG under 10 MB and within the studio's pixel bound by its header (before it is
 * decoded: lib/images/picture-size.ts) and adds it, scaled to fit, in the middle of the canvas.
 */
export async function addImageFile(fabric: Fabric, canvas: Canvas, file: File): Promise<UploadOutcome> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!['image/jpeg', 'image/png', 'image/jpg'].includes(file.type) || !looksLikeJpegOrPng(head)) {
    return { notice: WRONG_IMAGE_TYPE, clearInput: true };
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return { notice: 'The image is too large: at most 10 MB.', clearInput: false };
  }
  const size = await fileSize(file);
  if (!size) return { notice: WRONG_IMAGE_TYPE, clearInput: true };
  const tooLarge = sizeProblem(size, STUDIO_BOUND);
  if (tooLarge) return { notice: tooLarge, clearInput: true };
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
