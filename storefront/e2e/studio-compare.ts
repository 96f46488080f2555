/**
 * Comparing a text as the editor shows it with the same text in the print file, for the studio's browser tests.
 *
 * Both pictures are turned into "ink": in the editor's screenshot, how close each pixel is to the text colour rather
 * than the garment's (0 to 1); in the print file, its opacity (the print is the text alone on transparency). Each is
 * cropped to where its ink is, the two crops are drawn at one size (the editor crop's proportions: a print of other
 * proportions comes out squashed and scores low), and the score is the overlap of the two inked areas:
 * intersection over union (1 = the same shape, 0 = nothing in common). The work runs in the page, with the
 * browser's own PNG decoder and scaler.
 */
import type { Page } from '@playwright/test';

export interface InkComparison {
  /** Intersection over union of the two inked areas, once cropped and drawn at one size. */
  score: number;
  /** The crops' sizes in their own pixels, for the test's log. */
  editorCrop: { width: number; height: number };
  printCrop: { width: number; height: number };
}

/** Width of the common size the two crops are drawn at, in pixels. */
const COMMON_WIDTH = 320;

export async function compareInk(
  page: Page,
  editorPng: Buffer,
  printPng: Buffer,
  colours: { ink: string; garment: string },
): Promise<InkComparison> {
  return page.evaluate(
    async ({ editor, print, ink, garment, width }) => {
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const decode = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const c = document.createElement('canvas');
        c.width = bitmap.width;
        c.height = bitmap.height;
        const ctx = c.getContext('2d', { willReadFrequently: true })!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, c.width, c.height);
      };
      // ink as a picture: black with the ink as its opacity, cropped to where the ink is (ink over one half)
      const inkPicture = (img: ImageData, inkOf: (d: Uint8ClampedArray, i: number) => number) => {
        const out = new ImageData(img.width, img.height);
        let x0 = img.width, y0 = img.height, x1 = -1, y1 = -1;
        for (let y = 0; y < img.height; y++) {
          for (let x = 0; x < img.width; x++) {
            const i = (y * img.width + x) * 4;
            const v = Math.max(0, Math.min(1, inkOf(img.data, i)));
            out.data[i + 3] = Math.round(v * 255);
            if (v > 0.5) {
              x0 = Math.min(x0, x);
              y0 = Math.min(y0, y);
              x1 = Math.max(x1, x);
              y1 = Math.max(y1, y);
            }
          }
        }
        const c = document.createElement('canvas');
        c.width = img.width;
        c.height = img.height;
        c.getContext('2d')!.putImageData(out, 0, 0);
        return { canvas: c, box: { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 } };
      };
      const [er, eg, eb] = rgb(ink);
      const [gr, gg, gb] = rgb(garment);
      const span = Math.hypot(gr! - er!, gg! - eg!, gb! - eb!);
      const shown = inkPicture(await decode(editor), (d, i) => 1 - Math.hypot(d[i]! - er!, d[i + 1]! - eg!, d[i + 2]! - eb!) / span);
      const printed = inkPicture(await decode(print), (d, i) => d[i + 3]! / 255);
      const height = Math.max(1, Math.round((width * shown.box.height) / shown.box.width));
      const mask = (p: typeof shown) => {
        const c = document.createElement('canvas');
        c.width = width;
        c.height = height;
        const ctx = c.getContext('2d', { willReadFrequently: true })!;
        ctx.imageSmoothingQuality = 'high';
        ctx.drawImage(p.canvas, p.box.x, p.box.y, p.box.width, p.box.height, 0, 0, width, height);
        const a = ctx.getImageData(0, 0, width, height).data;
        return Array.from({ length: width * height }, (_, i) => a[i * 4 + 3]! > 127);
      };
      const a = mask(shown);
      const b = mask(printed);
      let both = 0, either = 0;
      for (let i = 0; i < a.length; i++) {
        if (a[i] && b[i]) both++;
        if (a[i] || b[i]) either++;
      }
      return {
        score: either ? both / either : 0,
        editorCrop: { width: shown.box.width, height: shown.box.height },
        printCrop: { width: printed.box.width, height: printed.box.height },
      };
    },
    { editor: editorPng.toString('base64'), print: printPng.toString('base64'), ink: colours.ink, garment: colours.garment, width: COMMON_WIDTH },
  );
}

/** The DPI a PNG says it prints at (its pHYs chunk), or null. */
export function pngDpi(bytes: Buffer): number | null {
  for (let at = 8; at + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(at);
    if (bytes.subarray(at + 4, at + 8).toString('ascii') === 'pHYs' && bytes[at + 16] === 1) {
      return Math.round(bytes.readUInt32BE(at + 8) * 0.0254);
    }
    at += 12 + size;
  }
  return null;
}
