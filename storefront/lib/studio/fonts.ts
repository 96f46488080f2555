/**
 * The studio's fonts: four Latin display faces and faces for eight Indian scripts (two for Devanagari), each an
 * @fontsource package (OFL 1.1, listed in docs/fonts.md) whose files scripts/copy-fonts.mjs puts in /public/fonts.
 * A face is split in files by Unicode range, as its package ships it; the editor loads a face's files only when the
 * customer picks it (components/studio/editor-fonts.ts).
 */
import { SCRIPTS, type ScriptId } from './scripts';

export interface FontFile {
  url: string;
  /** The characters the file draws (a CSS unicode-range), as the package's unicode.json says. */
  unicodeRange: string;
}

export interface StudioFont {
  family: string;
  /** The @fontsource package the files come from. */
  pkg: string;
  script: ScriptId;
  files: FontFile[];
}

// each package's unicode.json, by subset
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const DEVANAGARI = 'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';
const RANGES: Record<string, string> = {
  latin: LATIN,
  devanagari: DEVANAGARI,
  bengali:
    'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1',
  gurmukhi: 'U+0951-0952,U+0964-0965,U+0A01-0A76,U+200C-200D,U+20B9,U+25CC,U+262C,U+A830-A839',
  gujarati: 'U+0951-0952,U+0964-0965,U+0A80-0AFF,U+200C-200D,U+20B9,U+25CC,U+A830-A839',
  tamil: 'U+0964-0965,U+0B82-0BFA,U+200C-200D,U+20B9,U+25CC',
  telugu: 'U+0951-0952,U+0964-0965,U+0C00-0C7F,U+1CDA,U+1CF2,U+200C-200D,U+25CC',
  kannada: 'U+0951-0952,U+0964-0965,U+0C80-0CF3,U+1CD0,U+1CD2-1CD3,U+1CDA,U+1CF2,U+1CF4,U+200C-200D,U+20B9,U+25CC,U+A830-A835',
  malayalam: 'U+0307,U+0323,U+0951-0952,U+0964-0965,U+0D00-0D7F,U+1CDA,U+1CF2,U+200C-200D,U+20B9,U+25CC,U+A830-A832',
};

function face(family: string, pkg: string, script: ScriptId, subsets: string[]): StudioFont {
  return {
    family,
    pkg,
    script,
    files: subsets.map((subset) => ({ url: `/fonts/${pkg}-${subset}-400-normal.woff2`, unicodeRange: RANGES[subset]! })),
  };
}

/** In the order the font picker lists them; the first face of a script is the one chosen for it by default. */
export const STUDIO_FONTS: StudioFont[] = [
  face('Anton', 'anton', 'latin', ['latin']),
  face('Oswald', 'oswald', 'latin', ['latin']),
  face('Pacifico', 'pacifico', 'latin', ['latin']),
  face('Caveat', 'caveat', 'latin', ['latin']),
  face('Noto Sans Devanagari', 'noto-sans-devanagari', 'devanagari', ['devanagari', 'latin']),
  face('Baloo 2', 'baloo-2', 'devanagari', ['devanagari', 'latin']),
  face('Noto Sans Bengali', 'noto-sans-bengali', 'bengali', ['bengali', 'latin']),
  face('Noto Sans Gurmukhi', 'noto-sans-gurmukhi', 'gurmukhi', ['gurmukhi', 'latin']),
  face('Noto Sans Gujarati', 'noto-sans-gujarati', 'gujarati', ['gujarati', 'latin']),
  face('Noto Sans Tamil', 'noto-sans-tamil', 'tamil', ['tamil', 'latin']),
  face('Noto Sans Telugu', 'noto-sans-telugu', 'telugu', ['telugu', 'latin']),
  face('Noto Sans Kannada', 'noto-sans-kannada', 'kannada', ['kannada', 'latin']),
  face('Noto Sans Malayalam', 'noto-sans-malayalam', 'malayalam', ['malayalam', 'latin']),
];

export const DEFAULT_FONT = STUDIO_FONTS[0]!.family;

export function studioFont(family: string): StudioFont | undefined {
  return STUDIO_FONTS.find((f) => f.family === family);
}

/** Whether a face draws text of this script: every face draws Latin letters and digits. */
export function fontWrites(family: string, script: ScriptId): boolean {
  const font = studioFont(family);
  return !!font && (script === 'latin' || font.script === script);
}

/** The face to switch to when the customer writes in a script the chosen face cannot draw; null when it can. */
export function fontForScript(current: string, script: ScriptId): string | null {
  if (fontWrites(current, script)) return null;
  return STUDIO_FONTS.find((f) => f.script === script)?.family ?? null;
}

/**
 * What the font picker shows for a face, drawn in that face: a Latin face's own name, an Indian face's script named
 * in that script (देवनागरी, தமிழ்...), with the language to read it in.
 */
export function fontSample(font: StudioFont): { text: string; lang: string } {
  const script = SCRIPTS.find((s) => s.id === font.script);
  return script ? { text: script.native, lang: script.lang } : { text: font.family, lang: 'en' };
}
