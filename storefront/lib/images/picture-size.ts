/**
 * A picture's width and height read from its first bytes (a PNG's IHDR, a JPEG's frame header, a WebP's VP8, VP8L
 * or VP8X header), so a picture too large to open is refused before the browser decodes it whole: a 20000 x 20000
 * PNG weighs a few hundred kB and decodes to 1.6 GB, which stops a phone. The server checks the same from the
 * header again (core/common/images.py).
 */

export interface PictureSize {
  width: number;
  height: number;
}

export interface PixelBound {
  maxSide: number;
  maxPixels: number;
  /** Why the bound is where it is, said after it in the message. */
  why?: string;
}

/**
 * The studio's bound on an uploaded picture: a print at 300 DPI needs at most 3600 x 4800 pixels (12 x 16 inches,
 * lib/studio/print-areas.ts), so 50 megapixels and 10000 pixels a side leave room to crop a camera's photo
 * (a 48 MP phone takes 8000 x 6000).
 */
export const STUDIO_BOUND: PixelBound = {
  maxSide: 10_000,
  maxPixels: 50_000_000,
  why: 'a 12 x 16 inch print at 300 DPI needs 3600 x 4800',
};
/** A review's photo: the server's bound (core/common/images.py PHOTO_LIMITS). */
export const PHOTO_BOUND: PixelBound = { maxSide: 6000, maxPixels: 36_000_000 };

/** How much of the file is read for its header; a JPEG's Exif may push its frame header far in. */
export const HEAD_BYTES = 512 * 1024;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// JPEG frame headers (SOF0-SOF15), not DHT (C4), JPG (C8) or DAC (CC)
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function pngSize(bytes: Uint8Array, view: DataView): PictureSize | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function jpegSize(bytes: Uint8Array, view: DataView): PictureSize | null {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // no length
      continue;
    }
    if (SOF.has(marker)) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // the end, or the pictures' data before any frame
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): PictureSize | null {
  if (bytes.length < 30) return null;
  const kind = ascii(bytes, 12, 4);
  if (kind === 'VP8X') {
    const w = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const h = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width: w, height: h };
  }
  if (kind === 'VP8L' && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >>> 14) & 0x3fff) };
  }
  if (kind === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return null;
}

/** The picture's size from its header (PNG, JPEG or WebP), or null when the header cannot be read. */
export function pictureSize(bytes: Uint8Array): PictureSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return pngSize(bytes, view);
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return jpegSize(bytes, view);
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes, view);
  return null;
}

const megapixels = (n: number) => `${Math.round(n / 1_000_000)} megapixels`;

/** Why a picture of this size is refused, or null when it is within the bound. */
export function sizeProblem(size: PictureSize, bound: PixelBound, what = 'picture'): string | null {
  if (size.width > 0 && size.height > 0 && Math.max(size.width, size.height) <= bound.maxSide && size.width * size.height <= bound.maxPixels) {
    return null;
  }
  return (
    `This ${what} is ${size.width} x ${size.height} pixels, too large to open. Please choose one of at most ` +
    `${megapixels(bound.maxPixels)} and ${bound.maxSide} pixels a side${bound.why ? ` (${bound.why})` : ''}.`
  );
}

/**
 * The file's size from its header alone (never decoded): its first HEAD_BYTES, then, for a JPEG whose frame header
 * lies further in, the whole file (the caller has capped its weight). Null when no header can be read.
 */
export async function fileSize(file: Blob): Promise<PictureSize | null> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const size = pictureSize(head);
  if (size || file.size <= HEAD_BYTES) return size;
  return pictureSize(new Uint8Array(await file.arrayBuffer()));
}
