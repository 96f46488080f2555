/**
 * A PNG that says the resolution it prints at: a pHYs chunk (pixels per metre) put right after the header, which
 * the browser's canvas does not write. A print shop's software reads the print size from it (3600 x 4800 pixels at
 * 300 DPI is 12 x 16 inches); the server keeps it when it re-encodes the file.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const SIGNATURE_AND_HEADER = 8 + 25; // the signature, then IHDR: length, type, 13 bytes, CRC

/** The PNG's bytes with a pHYs chunk for `dpi` (any pHYs it had is left out). */
export function withDpi(png: Uint8Array, dpi: number): Uint8Array {
  const perMetre = Math.round(dpi / 0.0254);
  const chunk = new Uint8Array(21);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, 9);
  chunk.set([0x70, 0x48, 0x59, 0x73], 4); // "pHYs"
  view.setUint32(8, perMetre);
  view.setUint32(12, perMetre);
  chunk[16] = 1; // the unit is the metre
  view.setUint32(17, crc32(chunk.subarray(4, 17)));
  const head = png.subarray(0, SIGNATURE_AND_HEADER);
  const rest = withoutChunk(png.subarray(SIGNATURE_AND_HEADER), 'pHYs');
  const out = new Uint8Array(head.length + chunk.length + rest.length);
  out.set(head, 0);
  out.set(chunk, head.length);
  out.set(rest, head.length + chunk.length);
  return out;
}

function withoutChunk(chunks: Uint8Array, type: string): Uint8Array {
  const view = new DataView(chunks.buffer, chunks.byteOffset, chunks.byteLength);
  const kept: Uint8Array[] = [];
  for (let at = 0; at + 8 <= chunks.length; ) {
    const size = 12 + view.getUint32(at);
    const name = String.fromCharCode(...chunks.subarray(at + 4, at + 8));
    if (name !== type) kept.push(chunks.subarray(at, at + size));
    at += size;
  }
  const out = new Uint8Array(kept.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of kept) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The DPI a PNG says it prints at, or null (for tests and checks). */
export function dpiOf(png: Uint8Array): number | null {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at + 8 <= png.length; ) {
    const size = view.getUint32(at);
    if (String.fromCharCode(...png.subarray(at + 4, at + 8)) === 'pHYs' && png[at + 16] === 1) {
      return Math.round(view.getUint32(at + 8) * 0.0254);
    }
    at += 12 + size;
  }
  return null;
}
