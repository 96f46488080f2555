// @vitest-environment node
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32 } from '@/lib/studio/png-dpi';
import { HEAD_BYTES, PHOTO_BOUND, STUDIO_BOUND, fileSize, pictureSize, sizeProblem } from './picture-size';

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  out.set([...type].map((c) => c.charCodeAt(0)), 4);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

/** A valid 1-bit PNG of `width` x `height`, all black: tiny on disk whatever its size. */
function png(width: number, height: number): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = new Uint8Array((1 + Math.ceil(width / 8)) * height); // filter byte + packed pixels, all zero
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())];
  return Uint8Array.from(parts.flatMap((p) => [...p]));
}

/** A JPEG's start: SOI, an APP1 (Exif) of `exif` bytes, a quantisation table, then a baseline frame header. */
function jpeg(width: number, height: number, exif = 100): Uint8Array {
  const app1 = [0xff, 0xe1, (exif + 2) >> 8, (exif + 2) & 0xff, ...new Array<number>(exif).fill(0x45)];
  const dqt = [0xff, 0xdb, 0, 4, 0, 1];
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app1, ...dqt, ...sof, 0xff, 0xda, 0, 2]);
}

function webpVp8x(width: number, height: number): Uint8Array {
  const out = new Uint8Array(30);
  out.set([...'RIFF'].map((c) => c.charCodeAt(0)), 0);
  out.set([...'WEBPVP8X'].map((c) => c.charCodeAt(0)), 8);
  const w = width - 1;
  const h = height - 1;
  out.set([w & 0xff, (w >> 8) & 0xff, (w >> 16) & 0xff, h & 0xff, (h >> 8) & 0xff, (h >> 16) & 0xff], 24);
  return out;
}

function webpVp8l(width: number, height: number): Uint8Array {
  const out = new Uint8Array(30);
  out.set([...'RIFFxxxxWEBPVP8L'].map((c) => c.charCodeAt(0)), 0);
  out[20] = 0x2f;
  new DataView(out.buffer).setUint32(21, (width - 1) | ((height - 1) << 14), true);
  return out;
}

describe("a picture's size from its header", () => {
  it('reads a 20000 x 20000 PNG of a few kB without decoding it', () => {
    const bomb = png(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(pictureSize(bomb.subarray(0, 64))).toEqual({ width: 20_000, height: 20_000 });
  });

  it("reads a JPEG's frame header past its Exif, and a WebP's VP8X and VP8L headers", () => {
    expect(pictureSize(jpeg(8000, 6000, 30_000))).toEqual({ width: 8000, height: 6000 });
    expect(pictureSize(webpVp8x(20_000, 12_000))).toEqual({ width: 20_000, height: 12_000 });
    expect(pictureSize(webpVp8l(4000, 3000))).toEqual({ width: 4000, height: 3000 });
  });

  it('answers null for what is no picture or a header cut short', () => {
    expect(pictureSize(new TextEncoder().encode('GIF89a............................'))).toBeNull();
    expect(pictureSize(png(10, 10).subarray(0, 20))).toBeNull();
    expect(pictureSize(jpeg(10, 10).subarray(0, 40))).toBeNull();
  });

  it("reads the whole file when a JPEG's frame header lies past the first bytes", async () => {
    const far = jpeg(20_000, 20_000, 60_000);
    const many = new Uint8Array(HEAD_BYTES + 10 * 60_004);
    let at = 2;
    many.set([0xff, 0xd8]);
    while (at < HEAD_BYTES) {
      many.set(far.subarray(2, 2 + 60_004), at); // one APP1 after another, past the head
      at += 60_004;
    }
    many.set(far.subarray(2 + 60_004), at);
    expect(pictureSize(many.subarray(0, HEAD_BYTES))).toBeNull();
    expect(await fileSize(new Blob([many]))).toEqual({ width: 20_000, height: 20_000 });
  });
});

describe('the pixel bound', () => {
  it('refuses the studio a 20000 x 20000 picture, saying the bound and why', () => {
    expect(sizeProblem({ width: 20_000, height: 20_000 }, STUDIO_BOUND)).toBe(
      'This picture is 20000 x 20000 pixels, too large to open. Please choose one of at most 50 megapixels and ' +
        '10000 pixels a side (a 12 x 16 inch print at 300 DPI needs 3600 x 4800).',
    );
  });

  it("takes a 48 MP phone's photo and a full print's 3600 x 4800, not a long strip or 60 MP", () => {
    expect(sizeProblem({ width: 8000, height: 6000 }, STUDIO_BOUND)).toBeNull();
    expect(sizeProblem({ width: 3600, height: 4800 }, STUDIO_BOUND)).toBeNull();
    expect(sizeProblem({ width: 10_001, height: 10 }, STUDIO_BOUND)).not.toBeNull();
    expect(sizeProblem({ width: 9000, height: 6700 }, STUDIO_BOUND)).not.toBeNull();
    expect(sizeProblem({ width: 0, height: 10 }, STUDIO_BOUND)).not.toBeNull();
  });

  it("holds a review's photo to the server's 6000 pixels a side", () => {
    expect(sizeProblem({ width: 6000, height: 4000 }, PHOTO_BOUND, 'photo')).toBeNull();
    expect(sizeProblem({ width: 6400, height: 4000 }, PHOTO_BOUND, 'photo')).toMatch(/^This photo is 6400 x 4000 pixels/);
  });
});
