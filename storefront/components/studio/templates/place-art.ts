/**
 * Puts a piece of the shelf on a side's canvas. The drawing becomes a picture layer (its SVG, sanitised by the server,
 * drawn at 2400 pixels on its long side, so it prints sharp at its size); a template fills the safe zone and each of
 * its placeholders (name, date, year...) becomes a text layer in the studio's own fonts, where the template drew it.
 */
import type { Canvas, FabricObject } from 'fabric';
import type { Placeholder, ShelfItem } from '@/lib/api/studio-art';
import { fitToSafeZone } from '@/lib/studio/layer-checks';
import type { PrintArea } from '@/lib/studio/print-areas';
import { CANVAS_H, CANVAS_W } from '../canvas-size';
import { loadFont } from '../editor-fonts';
import { shapedTextClass } from '../shaped-text';
import { DEFAULT_STYLE, applyStyle } from '../text-style';

type Fabric = typeof import('fabric');

const LONG_SIDE_PX = 2400;
/** Clip-art starts a third of the canvas wide. */
const CLIPART_SHARE = 1 / 3;

/** The drawing as a data URL at its print size (an SVG's own width and height are its pixels as a picture). */
export function sizedSvg(svg: string, width: number, height: number): string {
  const scale = LONG_SIDE_PX / Math.max(width, height, 1);
  const sized = svg.replace(/^<svg\b/, `<svg width="${Math.round(width * scale)}" height="${Math.round(height * scale)}"`);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sized)}`;
}

const ORIGIN_X = { start: 'left', middle: 'center', end: 'right' } as const;
const ALIGN = { start: 'left', middle: 'center', end: 'right' } as const;

async function placeholderText(fabric: Fabric, p: Placeholder, box: { left: number; top: number; width: number; height: number }, ppi: number) {
  await loadFont(p.font);
  fabric.cache.clearFontCache(p.font);
  const Text = shapedTextClass(fabric);
  const item = new Text(p.text, {
    left: box.left + p.x * box.width,
    // the template's y is the letters' baseline; the layer is placed by its bottom, a little below
    top: box.top + p.y * box.height + p.size * box.height * 0.22,
    originX: ORIGIN_X[p.align],
    originY: 'bottom',
    fontFamily: p.font,
    fontSize: Math.max(6, p.size * box.height),
  });
  applyStyle(fabric, item, { ...DEFAULT_STYLE, font: p.font, fill: p.fill, align: ALIGN[p.align], curve: p.arc }, ppi, p.arc !== 'none');
  return item;
}

export async function placeArt(fabric: Fabric, canvas: Canvas, item: ShelfItem, area: PrintArea, ppi: number): Promise<void> {
  const svg = await (await fetch(item.svgUrl)).text();
  const picture = await fabric.FabricImage.fromURL(sizedSvg(svg, item.width, item.height));
  const w = picture.width || 1;
  const h = picture.height || 1;
  if (item.kind === 'template') {
    const { factor, centreX, centreY } = fitToSafeZone({ width: w, height: h }, area, CANVAS_W);
    picture.set({ scaleX: factor, scaleY: factor, left: centreX, top: centreY, originX: 'center', originY: 'center' });
  } else {
    const scale = (CANVAS_W * CLIPART_SHARE) / w;
    picture.set({ scaleX: scale, scaleY: scale, left: CANVAS_W / 2, top: CANVAS_H / 2, originX: 'center', originY: 'center' });
  }
  picture.setCoords();
  canvas.add(picture);
  let last: FabricObject = picture;
  if (item.kind === 'template') {
    const box = { left: picture.left - picture.getScaledWidth() / 2, top: picture.top - picture.getScaledHeight() / 2, width: picture.getScaledWidth(), height: picture.getScaledHeight() };
    for (const p of item.placeholders) {
      last = await placeholderText(fabric, p, box, ppi);
      canvas.add(last);
    }
  }
  canvas.setActiveObject(last);
  canvas.requestRenderAll();
}
