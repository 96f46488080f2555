/**
 * The editable design kept with an order for "Order again": each side's fabric.js layers as JSON.
 * Pictures travel inside as data URLs (PNG when they have transparency, else JPEG), at most 2400 px on their long
 * side (the print file is 1800 x 2400), so a re-order prints as sharp as the first order.
 */
import type { Canvas, FabricImage } from 'fabric';
import type { Side } from '@/lib/studio/garments';

type Json = Record<string, unknown>;
export type EditableDesign = Partial<Record<Side, { version?: string; objects: Json[] }>>;

const MAX_SIDE_PX = 2400;
/** The server's cap on the design file; a larger design is not kept (the order still goes through). */
export const MAX_DESIGN_BYTES = 10 * 1024 * 1024;

function hasTransparency(ctx: CanvasRenderingContext2D, w: number, h: number): boolean {
  const data = ctx.getImageData(0, 0, w, h).data;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 255) < 255) return true;
  return false;
}

function pictureOf(img: FabricImage, out: Json): void {
  const el = img.getElement() as HTMLImageElement;
  const w = el.naturalWidth || el.width;
  const h = el.naturalHeight || el.height;
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(w, h, 1));
  const c = document.createElement('canvas');
  c.width = Math.max(1, Math.round(w * scale));
  c.height = Math.max(1, Math.round(h * scale));
  const ctx = c.getContext('2d');
  ctx?.drawImage(el, 0, 0, c.width, c.height);
  out.src = ctx && hasTransparency(ctx, c.width, c.height) ? c.toDataURL('image/png') : c.toDataURL('image/jpeg', 0.92);
  if (scale < 1) {
    // same size on the garment with fewer pixels: the layer's own size shrinks, its scale grows
    out.scaleX = (Number(out.scaleX) || 1) / scale;
    out.scaleY = (Number(out.scaleY) || 1) / scale;
    out.width = (Number(out.width) || w) * scale;
    out.height = (Number(out.height) || h) * scale;
    out.cropX = (Number(out.cropX) || 0) * scale;
    out.cropY = (Number(out.cropY) || 0) * scale;
  }
}

export function sideDesign(canvas: Canvas): { version?: string; objects: Json[] } {
  const json = canvas.toObject() as { version?: string; objects?: Json[] };
  const live = canvas.getObjects();
  const objects = (json.objects ?? []).map((o, i) => {
    const out = { ...o };
    if (String(o.type).toLowerCase() === 'image') pictureOf(live[i] as FabricImage, out);
    return out;
  });
  return { version: json.version, objects };
}

/** The design as the file `design` of Confirm Order, or null when too large to keep. */
export function designBlob(canvases: Partial<Record<Side, Canvas>>): Blob | null {
  const design: EditableDesign = {};
  for (const side of ['front', 'back'] as Side[]) {
    const canvas = canvases[side];
    if (canvas) design[side] = sideDesign(canvas);
  }
  const blob = new Blob([JSON.stringify(design)], { type: 'application/json' });
  return blob.size <= MAX_DESIGN_BYTES ? blob : null;
}
