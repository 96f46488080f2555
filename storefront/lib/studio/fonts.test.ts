// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCRIPTS, scriptOf } from './scripts';
import { STUDIO_FONTS, fontForScript, fontSample, fontWrites } from './fonts';

const root = path.resolve(__dirname, '../..');

describe('the studio fonts', () => {
  it("show each face's sample in its own script: an Indian face its script's name in that script", () => {
    const samples = Object.fromEntries(STUDIO_FONTS.map((f) => [f.family, fontSample(f)]));
    expect(samples['Anton']).toEqual({ text: 'Anton', lang: 'en' });
    expect(samples['Noto Sans Devanagari']).toEqual({ text: 'देवनागरी', lang: 'hi' });
    expect(samples['Noto Sans Tamil']).toEqual({ text: 'தமிழ்', lang: 'ta' });
    for (const font of STUDIO_FONTS) {
      expect(scriptOf(samples[font.family]!.text), font.family).toBe(font.script);
      expect(fontWrites(font.family, scriptOf(samples[font.family]!.text)), font.family).toBe(true);
    }
  });

  it('offer every Indian script, and two faces for Devanagari', () => {
    for (const s of SCRIPTS) expect(STUDIO_FONTS.some((f) => f.script === s.id), s.name).toBe(true);
    expect(STUDIO_FONTS.filter((f) => f.script === 'devanagari').map((f) => f.family)).toEqual(['Noto Sans Devanagari', 'Baloo 2']);
  });

  it('are shipped in /public/fonts with their licence, each file covering what its package says', () => {
    for (const font of STUDIO_FONTS) {
      expect(existsSync(path.join(root, 'public/fonts', `LICENSE-${font.pkg}.txt`)), font.pkg).toBe(true);
      const unicode = JSON.parse(readFileSync(path.join(root, 'node_modules/@fontsource', font.pkg, 'unicode.json'), 'utf8'));
      for (const file of font.files) {
        expect(existsSync(path.join(root, 'public', file.url)), file.url).toBe(true);
        const subset = file.url.slice(`/fonts/${font.pkg}-`.length, -'-400-normal.woff2'.length);
        expect(file.unicodeRange, file.url).toBe(unicode[subset]);
      }
    }
  });

  it('are all under the SIL Open Font License', () => {
    for (const font of STUDIO_FONTS) {
      const meta = JSON.parse(readFileSync(path.join(root, 'node_modules/@fontsource', font.pkg, 'metadata.json'), 'utf8'));
      expect(meta.license.type, font.pkg).toBe('OFL-1.1');
      expect(readFileSync(path.join(root, 'public/fonts', `LICENSE-${font.pkg}.txt`), 'utf8')).toMatch(/SIL Open Font License/);
    }
  });

  it('switch to a face of the script the customer writes in, and only then', () => {
    expect(fontForScript('Anton', 'devanagari')).toBe('Noto Sans Devanagari');
    expect(fontForScript('Baloo 2', 'devanagari')).toBeNull();
    expect(fontForScript('Noto Sans Tamil', 'latin')).toBeNull();
    expect(fontForScript('Noto Sans Devanagari', 'tamil')).toBe('Noto Sans Tamil');
    expect(fontWrites('Pacifico', 'bengali')).toBe(false);
  });
});
