/** Turns the editor's canvases into the 1800 x 2400 print PNGs and a garment preview of each side. */
import type { Canvas } from 'fabric';
import { type GarmentShape, type Side, VIEW } from '@/lib/studio/garments';
import { PRINT_PIXELS } from '@/lib/studio/rules';
import { MULTIPLIER } from './canvas-size';

export interface PrintFiles {
  front: Blob | null;
  back: Blob | null;
  previews: Partial<Record<Side, string>>;
}

async function garmentPreview(shape: GarmentShape, colour: string, print: HTMLCanvasElement): Promise<string> {
  const scale = 2;
  const out = document.createElement('canvas');
  out.width = VIEW.width * scale;
  out.height = VIEW.height * scale;
  const ctx = out.getContext('2d');
  if (!ctx) return '';
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VIEW.width} ${VIEW.height}">` +
    `<path d="${shape.body}" fill="${colour}" stroke="rgba(0,0,0,0.35)" stroke-width="1.5" fill-rule="nonzero"/>` +
    `<path d="${shape.details}" fill="none" stroke="rgba(0,0,0,0.22)" stroke-width="1.5"/></svg>`;
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  try {
    await img.decode();
    ctx.drawImage(img, 0, 0, out.width, out.height);
  } catch {
    ctx.fillStyle = colour;
    ctx.fillRect(0, 0, out.width, out.height);
  }
  const a = shape.area;
  ctx.drawImage(print, a.x * scale, a.y * scale, a.w * scale, a.h * scale);
  return out.toDataURL('image/png');
}

/** The print file of each side that has a design, and its preview on the garment when a shape is chosen. */
export async function exportPrint(
  canvases: Partial<Record<Side, { canvas: Canvas }>>,
  shape: { front: GarmentShape; back: GarmentShape } | null,
  colour: string,
): Promise<PrintFiles> {
  const out: PrintFiles = { front: null, back: null, previews: {} };
  for (const s of ['front', 'back'] as Side[]) {
    const st = canvases[s];
    if (!st || st.canvas.getObjects().length === 0) continue;
    st.canvas.discardActiveObject();
    st.canvas.renderAll();
    const print = st.canvas.toCanvasElement(MULTIPLIER);
    const fixed = document.createElement('canvas');
    fixed.width = PRINT_PIXELS.width;
    fixed.height = PRINT_PIXELS.height;
    fixed.getContext('2d')?.drawImage(print, 0, 0, fixed.width, fixed.height);
    out[s] = await new Promise<Blob | null>((resolve) => fixed.toBlob(resolve, 'image/png'));
    if (shape) out.previews[s] = await garmentPreview(shape[s], colour, fixed);
  }
  return out;
}
