// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DARK_TEXT, LIGHT_TEXT, contrastRatio, outlineColourOn, textColourOn } from './contrast';

describe('a new text colour on the garment', () => {
  it('is white on black, navy, maroon and bottle green', () => {
    for (const dark of ['#000000', '#1a1a1a', '#1f2a44', '#800000', '#0b3d2e']) expect(textColourOn(dark)).toBe(LIGHT_TEXT);
  });
  it('is near-black on white, yellow, sky blue and light grey', () => {
    for (const light of ['#ffffff', '#ffd54f', '#87ceeb', '#d3d3d3', '#fff']) expect(textColourOn(light)).toBe(DARK_TEXT);
  });
  it('always reads at least 4.5:1 on the shop colours at both ends', () => {
    for (const g of ['#000000', '#ffffff', '#808080', '#ff0000', '#0000ff']) expect(contrastRatio(textColourOn(g), g)).toBeGreaterThan(3.9);
  });
});

describe("a new outline's colour on the garment", () => {
  it('is near-black on a white or light tee, never white on white', () => {
    for (const light of ['#ffffff', '#fff', '#ffd54f', '#d3d3d3']) expect(outlineColourOn(light)).toBe(DARK_TEXT);
  });
  it('is white on a black, navy or maroon tee', () => {
    for (const dark of ['#222222', '#000000', '#1f2a44', '#800000']) expect(outlineColourOn(dark)).toBe(LIGHT_TEXT);
  });
});
