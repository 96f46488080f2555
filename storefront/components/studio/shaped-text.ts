/**
 * The editor's text layer: fabric.js's IText, cut into shaping units instead of single characters.
 *
 * fabric.js draws a line in one go only when it is straight and unspaced; with letter spacing or on an arc it draws
 * piece by piece, and the browser shapes each piece alone. Cut at every character, क्ष or ஸ்ரீ would fall apart into
 * a consonant, a visible virama and another consonant. Cut into shaping units (lib/studio/scripts.ts), each piece
 * is a whole akshara and comes out as the font draws it: the same in the editor, the preview and the print file,
 * which are all drawn by the browser from this same text.
 *
 * The class is registered under IText, so designs saved before ("Order again", undo) come back as it.
 */
import type { Path } from 'fabric';
import { type Curve, arcPath, minRadius } from '@/lib/studio/arc';
import { shapingUnits } from '@/lib/studio/scripts';
import type { ShapedText } from './text-layer';

type Fabric = typeof import('fabric');

export type { ShapedText } from './text-layer';
export { isText } from './text-layer';

let registered: (new (text: string, options?: Record<string, unknown>) => ShapedText) | null = null;

/** The text class, made and registered once fabric.js has loaded. */
export function shapedTextClass(fabric: Fabric) {
  if (registered) return registered;
  class Shaped extends fabric.IText {
    static customProperties = ['curve', 'curveRadius', 'teamRole']; // teamRole: a name or number placeholder
    declare curve?: Curve;
    declare curveRadius?: number;

    graphemeSplit(value: string): string[] {
      return shapingUnits(value);
    }

    initDimensions(): void {
      super.initDimensions();
      if (this.path) fitBoxToLetters(this);
    }
  }
  fabric.classRegistry.setClass(Shaped, 'IText');
  fabric.classRegistry.setClass(Shaped, 'i-text');
  registered = Shaped as unknown as typeof registered;
  return registered!;
}

let measuring: CanvasRenderingContext2D | null = null;

type Box = { renderLeft?: number; renderTop?: number; angle?: number; width: number };

/**
 * A curved text's box made to hold its letters. fabric.js gives a text on a path the path's box, which cuts through
 * the letters: "Fit to print area", the safe-zone check, the handles and a tap would all miss their tops and tails.
 * Each shaping unit is measured as the browser draws it (its ink above and below the arc, left and right), turned
 * to its place on the arc, and the box is their union; the letters are then placed from that box's centre.
 */
function fitBoxToLetters(t: ShapedText & { __charBounds: Box[][]; _textLines: string[][] }): void {
  measuring ??= document.createElement('canvas').getContext('2d');
  const path = t.path;
  if (!measuring || !path) return;
  t.calcTextWidth(); // lays each unit on the arc (fabric.js does it lazily, at the first render)
  measuring.font = t._getFontDeclaration();
  measuring.textBaseline = 'middle';
  const pad = t.stroke ? (t.strokeWidth ?? 0) / 2 : 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const boxes: Box[] = [];
  t._textLines.forEach((line, li) =>
    line.forEach((unit, i) => {
      const box = t.__charBounds[li]?.[i];
      if (!box || box.renderLeft === undefined || box.renderTop === undefined) return;
      boxes.push(box);
      const m = measuring!.measureText(unit);
      const x0 = -box.width / 2 - m.actualBoundingBoxLeft - pad;
      const x1 = -box.width / 2 + m.actualBoundingBoxRight + pad;
      const y0 = -m.actualBoundingBoxAscent - pad;
      const y1 = m.actualBoundingBoxDescent + pad;
      const cos = Math.cos(box.angle ?? 0);
      const sin = Math.sin(box.angle ?? 0);
      for (const [x, y] of [[x0, y0], [x1, y0], [x0, y1], [x1, y1]] as const) {
        const px = box.renderLeft + x * cos - y * sin;
        const py = box.renderTop + x * sin + y * cos;
        minX = Math.min(minX, px);
        maxX = Math.max(maxX, px);
        minY = Math.min(minY, py);
        maxY = Math.max(maxY, py);
      }
    }),
  );
  if (!Number.isFinite(minX)) return;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  for (const box of boxes) {
    box.renderLeft! -= cx;
    box.renderTop! -= cy;
  }
  path.pathOffset.x += cx;
  path.pathOffset.y += cy;
  t.width = maxX - minX;
  t.height = maxY - minY;
}

/**
 * Puts the text on an arc (or back on a straight line), keeping its centre where it was. The arc is as long as the
 * text, so it is drawn again whenever the text, its font or its spacing changes: call this after each.
 */
export function layOut(fabric: Fabric, text: ShapedText, curve: Curve = text.curve ?? 'none', radius?: number): void {
  const centre = text.getCenterPoint();
  text.set({ path: undefined as unknown as Path });
  if (curve !== 'none' && text.text.includes('\n')) text.set({ text: text.text.replace(/\s*\n\s*/g, ' ') });
  text.initDimensions();
  if (curve === 'none') {
    text.set({ curve: 'none', objectCaching: true });
  } else {
    const length = text.calcTextWidth() + text.fontSize;
    const r = Math.max(radius ?? text.curveRadius ?? length, minRadius(length));
    const path = new fabric.Path(arcPath(length, r, curve), { visible: false, fill: '', stroke: '' });
    // off the object cache: a shadow or a wide outline may stand out of the letters' box, which the cache would cut
    text.set({ path, pathAlign: 'center', textAlign: 'center', curve, curveRadius: r, objectCaching: false });
    text.setPathInfo();
    text.initDimensions();
  }
  text.setPositionByOrigin(centre, 'center', 'center');
  text.setCoords();
  text.dirty = true;
}

/** After a font has loaded: forget the widths measured with the stand-in font and lay out its texts again. */
export function refreshFont(fabric: Fabric, texts: ShapedText[], family: string): void {
  fabric.cache.clearFontCache(family);
  for (const t of texts) if (t.fontFamily === family) layOut(fabric, t);
}
