import { describe, expect, it } from 'vitest';
import { printAreaFor, printPixels, safeRect } from './print-areas';
import {
  addLine,
  customSizeCode,
  customSizeError,
  looksLikeJpegOrPng,
  lowDpiWarning,
  pieces,
  printDpi,
  quantityError,
  removeLine,
  setLineQuantity,
  validateStudio,
} from './rules';

describe('print size and DPI', () => {
  it("prints a T-shirt's 12 x 16 inches at 300 DPI: 3600 x 4800 pixels", () => {
    expect(printPixels(printAreaFor('tshirts', 'front'))).toEqual({ width: 3600, height: 4800 });
  });

  it('gives each product and side its own area, large formats at a lower resolution', () => {
    expect(printPixels(printAreaFor('polo', 'front'))).toEqual({ width: 2700, height: 3600 });
    expect(printPixels(printAreaFor('polo', 'back'))).toEqual({ width: 3600, height: 4800 });
    expect(printPixels(printAreaFor('stickers', 'front'))).toEqual({ width: 900, height: 1200 });
    expect(printPixels(printAreaFor('banner', 'front'))).toEqual({ width: 3600, height: 4800 });
    expect(printAreaFor('banner', 'front').minDpi).toBe(100);
    // every print file stays within what the server accepts (core/common/images.py: 3600 x 4800)
    for (const slug of ['tshirts', 'polo', 'crop-top', 'sweatshirt', 'hoodie', 'tank-top', 'flag', 'poster', 'banner', 'stickers', 'mugs', 'drum-skin', 'business-cards']) {
      for (const side of ['front', 'back'] as const) {
        const { width, height } = printPixels(printAreaFor(slug, side));
        expect(width * 4, `${slug} ${side}`).toBe(height * 3);
        expect(width <= 3600 && height <= 4800, `${slug} ${side}`).toBe(true);
      }
    }
  });

  it('draws the safe zone half an inch inside a T-shirt area', () => {
    // 360 canvas pixels for 12 inches: 30 a inch
    expect(safeRect(printAreaFor('tshirts', 'front'), 360)).toEqual({ x: 15, y: 15, w: 330, h: 450 });
  });

  it("reads a picture's DPI over the area's own width", () => {
    expect(printDpi(1800, 360, 360, 12)).toBe(150);
    expect(printDpi(900, 360, 360, 3)).toBe(300);
  });

  it('an image as wide as the print area prints at its width over 12 inches', () => {
    expect(printDpi(1800, 360, 360)).toBe(150);
    expect(printDpi(1200, 360, 360)).toBe(100);
  });

  it('making the image smaller raises its DPI', () => {
    expect(printDpi(1200, 180, 360)).toBe(200);
  });

  it('warns below 150 DPI only (below the product\'s own floor when it has one)', () => {
    expect(lowDpiWarning(120, 100)).toBeNull();
    expect(lowDpiWarning(99, 100)).toMatch(/about 99 DPI, below 100 DPI/);
    expect(lowDpiWarning(149)).toMatch(/about 149 DPI, below 150 DPI/);
    expect(lowDpiWarning(150)).toBeNull();
    expect(lowDpiWarning(600)).toBeNull();
    expect(lowDpiWarning(0)).toBeNull();
  });

  it('answers 0 for nonsense sizes instead of dividing by zero', () => {
    expect(printDpi(0, 100, 360)).toBe(0);
    expect(printDpi(100, 0, 360)).toBe(0);
  });
});

describe('size rules', () => {
  it('a custom size is a whole number of at least 6', () => {
    expect(customSizeError('6')).toBeNull();
    expect(customSizeError('10')).toBeNull();
    expect(customSizeError('5')).toBe('The custom size must be at least 6.');
    expect(customSizeError('')).toBe('Enter a custom size of at least 6.');
    expect(customSizeError('6.5')).toBe('The custom size must be a number.');
    expect(customSizeError('abc')).toBe('The custom size must be a number.');
    expect(customSizeError('11')).toBe('We print custom sizes up to 10XL.');
    expect(customSizeCode(' 7 ')).toBe('7XL');
  });

  it('a quantity is a whole number of at least 1', () => {
    expect(quantityError('1')).toBeNull();
    expect(quantityError(3)).toBeNull();
    expect(quantityError('0')).toBe('The quantity must be at least 1.');
    expect(quantityError('-2')).toBe('The quantity must be a whole number.');
    expect(quantityError('1.5')).toBe('The quantity must be a whole number.');
    expect(quantityError('501')).toBe('At most 500 pieces in one order.');
  });

  it('several sizes each with a quantity; the same size again adds up', () => {
    let lines = addLine([], 'M', 2);
    lines = addLine(lines, 'XL', 1);
    lines = addLine(lines, 'M', 1);
    expect(lines).toEqual([
      { size: 'M', quantity: 3 },
      { size: 'XL', quantity: 1 },
    ]);
    expect(pieces(lines)).toBe(4);
    expect(setLineQuantity(lines, 'XL', 5)).toEqual([
      { size: 'M', quantity: 3 },
      { size: 'XL', quantity: 5 },
    ]);
    expect(setLineQuantity(lines, 'XL', 0)).toEqual([{ size: 'M', quantity: 3 }]);
    expect(removeLine(lines, 'M')).toEqual([{ size: 'XL', quantity: 1 }]);
  });
});

describe('the studio form', () => {
  const ok = {
    product: 'tshirts',
    productHasSleeves: true,
    productHasSizes: true,
    sleeve: 'Half Sleeve',
    color: '#ffffff',
    lines: [{ size: 'M', quantity: 1 }],
    hasDesign: true,
  };

  it('accepts a complete form', () => {
    expect(validateStudio(ok)).toEqual({});
  });

  it('needs a product, a sleeve for T-Shirt, a colour, a size and a design', () => {
    expect(validateStudio({ ...ok, product: '' }).product).toBe('Please select a product.');
    expect(validateStudio({ ...ok, sleeve: '' }).sleeve).toBe('Please choose Half Sleeve or Full Sleeve.');
    expect(validateStudio({ ...ok, productHasSleeves: false, sleeve: '' }).sleeve).toBeUndefined();
    expect(validateStudio({ ...ok, color: '#fff' }).color).toBeDefined();
    expect(validateStudio({ ...ok, lines: [] }).sizes).toBe('Please choose at least one size and quantity.');
    expect(validateStudio({ ...ok, hasDesign: false }).design).toBe('Please add a design to the front or the back.');
  });
});

describe('uploads', () => {
  it('knows a PNG and a JPEG by their first bytes', () => {
    expect(looksLikeJpegOrPng(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(true);
    expect(looksLikeJpegOrPng(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    expect(looksLikeJpegOrPng(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(looksLikeJpegOrPng(new Uint8Array([]))).toBe(false);
  });
});
