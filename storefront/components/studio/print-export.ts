/**
 * Turns the editor's canvases into the print PNGs (each side's print area in inches at its DPI: a T-shirt's 12 x 16
 * inches at 300 DPI is 3600 x 4800 pixels) and a garment preview of each side. The print file is drawn by fabric.js
 * from the same layers and text as the editor, at the larger scale: the browser shapes the text again, it is not a
 * picture of the screen. The PNG says its DPI (lib/studio/png-dpi.ts).
 */
import type { Canvas } from 'fabric';
import { type GarmentShape, type Side, VIEW } from '@/lib/studio/garments';
import { type PrintArea, printPixels } from '@/lib/studio/print-areas';
import { withDpi } from '@/lib/studio/png-dpi';
import { multiplierFor } from './canvas-size';

export interface PrintFiles {
  front: Blob | null;
  back: Blob | null;
  previews: Partial<Record<Side, string>>;
}

export async function garmentPreview(shape: GarmentShape, colour: string, print: HTMLCanvasElement): Promise<string> {
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

/** The side's print area at its DPI, exactly the print file's pixels. */
function printCanvas(canvas: Canvas, area: PrintArea): HTMLCanvasElement {
  const print = canvas.toCanvasElement(multiplierFor(area));
  const { width, height } = printPixels(area);
  if (print.width === width && print.height === height) return print;
  const fixed = document.createElement('canvas');
  fixed.width = width;
  fixed.height = height;
  fixed.getContext('2d')?.drawImage(print, 0, 0, width, height);
  return fixed;
}

async function pngOf(canvas: HTMLCanvasElement, dpi: number): Promise<Blob | null> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) return null;
  return new Blob([withDpi(new Uint8Array(await blob.arrayBuffer()), dpi) as Uint8Array<ArrayBuffer>], { type: 'image/png' });
}

/** The print file of each side that has a design, and its preview on the garment when a shape is chosen. */
export async function exportPrint(
  canvases: Partial<Record<Side, { canvas: Canvas }>>,
  shape: { front: GarmentShape; back: GarmentShape } | null,
  colour: string,
  areas: Record<Side, PrintArea>,
): Promise<PrintFiles> {
  const out: PrintFiles = { front: null, back: null, previews: {} };
  for (const s of ['front', 'back'] as Side[]) {
    const st = canvases[s];
    if (!st || st.canvas.getObjects().length === 0) continue;
    st.canvas.discardActiveObject();
    st.canvas.renderAll();
    const print = printCanvas(st.canvas, areas[s]);
    out[s] = await pngOf(print, areas[s].dpi);
    if (shape) out.previews[s] = await garmentPreview(shape[s], colour, print);
  }
  return out;
}
