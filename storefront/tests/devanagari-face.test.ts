/**
 * The Hindi pages' face (public/fonts/rangrez-devanagari-text.woff2, cut by scripts/subset-font.sh) draws Hindi exactly
 * as the whole Noto Sans Devanagari does: every word of messages/hi.json, every two-consonant conjunct (with and without
 * nukta, reph and the vowel signs that join them) and the common three-consonant ones shape to the same outlines at the same places.
 * A cut that lost a conjunct would draw it as half letters with a visible virama: this fails first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import hi from '@/messages/hi.json';
import languages from '@/i18n/language-list.json';

const root = path.resolve(__dirname, '..');
const open = (file: string) => fontkit.create(readFileSync(path.join(root, 'public', file))) as fontkit.Font;
const whole = open('fonts/noto-sans-devanagari-devanagari-400-normal.woff2');
const page = open(languages.find((l) => l.code === 'hi')?.font ?? '');
const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');

/** A run as it is drawn: each glyph's outline and where it sits. */
function drawn(font: fontkit.Font, text: string): string {
  const run = font.layout(text);
  return run.glyphs
    .map((g, i) => {
      const at = run.positions[i];
      return `${g.path.toSVG()}@${at?.xAdvance},${at?.xOffset},${at?.yOffset}`;
    })
    .join(' ');
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const CONSONANTS = [...range(0x915, 0x939), ...range(0x958, 0x95f)];
// no sign, and the signs that join a conjunct's shape: the i before it, the u, uu and ri below it
const SIGNS = ['', 'ि', 'ु', 'ू', 'ृ'];
const VIRAMA = '्';

const words = (node: unknown): string[] =>
  typeof node === 'string' ? (node.match(/[\u0900-\u097F\u200C\u200D]+/g) ?? []) : node && typeof node === 'object' ? Object.values(node).flatMap(words) : [];

function differing(texts: Iterable<string>): string[] {
  return [...new Set(texts)].filter((t) => drawn(page, t) !== drawn(whole, t));
}

describe('the Hindi pages’ Devanagari face', () => {
  it('is the file the Hindi pages preload and the @font-face serves', () => {
    expect(languages.find((l) => l.code === 'hi')?.font).toBe('/fonts/rangrez-devanagari-text.woff2');
    expect(css).toContain("url('/fonts/rangrez-devanagari-text.woff2')");
  });

  it('is smaller than the whole face', () => {
    const size = (f: string) => readFileSync(path.join(root, 'public', f)).length;
    expect(size('fonts/rangrez-devanagari-text.woff2')).toBeLessThan(0.85 * size('fonts/noto-sans-devanagari-devanagari-400-normal.woff2'));
  });

  it('has every letter of the Devanagari block the whole face has', () => {
    const missing = range(0x900, 0x97f).filter((c) => whole.hasGlyphForCodePoint(c.codePointAt(0)!) && !page.hasGlyphForCodePoint(c.codePointAt(0)!));
    expect(missing).toEqual([]);
  });

  it('draws every word of the shop’s Hindi messages as the whole face does', () => {
    const all = words(hi);
    expect(all.length).toBeGreaterThan(1000);
    expect(differing(all)).toEqual([]);
  });

  it('draws every two-consonant conjunct, with reph and the vowel signs that join it, as the whole face does', () => {
    const texts: string[] = [];
    for (const a of CONSONANTS) {
      for (const b of CONSONANTS) {
        for (const sign of SIGNS) texts.push(a + VIRAMA + b + sign);
        texts.push(`र${VIRAMA}${a}${VIRAMA}${b}`);
      }
    }
    expect(differing(texts)).toEqual([]);
  }, 120_000);

  it('draws the three-consonant conjuncts of Hindi words as the whole face does', () => {
    const texts = ['स्त्र', 'न्त्र', 'ष्ट्र', 'क्ष्म', 'त्स्य', 'न्द्र', 'स्थ्य', 'ङ्क्ष', 'द्ध्य', 'ज्ज्व', 'स्व्य', 'श्र्य'];
    expect(differing(texts)).toEqual([]);
  });
});
