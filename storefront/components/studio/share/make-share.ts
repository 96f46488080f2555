/**
 * Share design: the layers of each side with a design (as kept for "Order again") and a picture of the design on the
 * garment (600 x 800, the side with a design, the front first), sent to the shop, which answers the link.
 */
import type { Canvas } from 'fabric';
import { createShare } from '@/lib/api/studio-art';
import type { DesignLayerSide } from '@/lib/api/reorder';
import type { GarmentShape, Side } from '@/lib/studio/garments';
import { CANVAS_W } from '../canvas-size';
import { sideDesign } from '../editable-design';
import { garmentPreview } from '../print-export';

export interface ShareInput {
  canvases: Partial<Record<Side, Canvas | undefined>>;
  shape: { front: GarmentShape; back: GarmentShape };
  product: string;
  sleeve: string;
  colour: string;
}

/** The preview's own scale: the garment drawing (300 x 400) twice over. */
const PREVIEW_SCALE = 2;

export async function makeShare({ canvases, shape, product, sleeve, colour }: ShareInput): Promise<string> {
  const design: Partial<Record<Side, DesignLayerSide>> = {};
  let pictured: Side | null = null;
  for (const side of ['front', 'back'] as Side[]) {
    const canvas = canvases[side];
    if (!canvas || canvas.getObjects().length === 0) continue;
    canvas.discardActiveObject();
    canvas.renderAll();
    design[side] = sideDesign(canvas);
    pictured ??= side;
  }
  if (!pictured) throw new Error('Add something to your design first, then share it.');
  const canvas = canvases[pictured]!;
  // the print area drawn at twice the preview's pixels, then scaled into the garment picture
  const print = canvas.toCanvasElement((shape[pictured].area.w * PREVIEW_SCALE * 2) / CANVAS_W);
  const preview = await garmentPreview(shape[pictured], colour, print);
  const path = await createShare({ product, sleeve, colour, design, preview });
  return new URL(path, window.location.origin).toString();
}
