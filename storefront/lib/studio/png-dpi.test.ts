import { describe, expect, it } from 'vitest';
import { crc32, dpiOf, withDpi } from './png-dpi';

// a 1 x 1 transparent PNG as a canvas writes it: signature, IHDR, IDAT, IEND
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('a print file that says its DPI', () => {
  it('computes the PNG checksum (CRC-32) as the format defines it', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('says 300 DPI in a pHYs chunk after the header, the rest untouched', () => {
    const out = withDpi(PNG, 300);
    expect(dpiOf(PNG)).toBeNull();
    expect(dpiOf(out)).toBe(300);
    expect(out.length).toBe(PNG.length + 21);
    expect(String.fromCharCode(...out.subarray(37, 41))).toBe('pHYs');
    expect(out.subarray(0, 33)).toEqual(PNG.subarray(0, 33));
    expect(out.subarray(54)).toEqual(PNG.subarray(33));
  });

  it('replaces a pHYs it had rather than adding a second', () => {
    const twice = withDpi(withDpi(PNG, 150), 300);
    expect(twice.length).toBe(PNG.length + 21);
    expect(dpiOf(twice)).toBe(300);
  });
});
