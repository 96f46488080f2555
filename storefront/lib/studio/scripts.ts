/**
 * The writing systems the studio prints, and how its text is cut into the pieces the editor lays out one by one
 * (letter spacing, text on an arc). Each piece is drawn whole by the browser, which shapes it with the font, so a
 * piece must never split a conjunct or a vowel sign from its consonant: क्ष, श्री, ஸ்ரீ and ক্ষ are one piece each.
 */
export type ScriptId =
  | 'latin'
  | 'devanagari'
  | 'bengali'
  | 'gurmukhi'
  | 'gujarati'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayalam';

/**
 * Each Indian script's Unicode block (the Devanagari Extended block too), the languages named for it, and its own
 * name written in it (the font picker's sample, with the BCP 47 language it is read in).
 */
export const SCRIPTS: {
  id: Exclude<ScriptId, 'latin'>;
  name: string;
  languages: string;
  native: string;
  lang: string;
  from: number;
  to: number;
}[] = [
  { id: 'devanagari', name: 'Devanagari', languages: 'Hindi, Marathi', native: 'देवनागरी', lang: 'hi', from: 0x0900, to: 0x097f },
  { id: 'bengali', name: 'Bengali', languages: 'Bengali, Assamese', native: 'বাংলা', lang: 'bn', from: 0x0980, to: 0x09ff },
  { id: 'gurmukhi', name: 'Gurmukhi', languages: 'Punjabi', native: 'ਗੁਰਮੁਖੀ', lang: 'pa', from: 0x0a00, to: 0x0a7f },
  { id: 'gujarati', name: 'Gujarati', languages: 'Gujarati', native: 'ગુજરાતી', lang: 'gu', from: 0x0a80, to: 0x0aff },
  { id: 'tamil', name: 'Tamil', languages: 'Tamil', native: 'தமிழ்', lang: 'ta', from: 0x0b80, to: 0x0bff },
  { id: 'telugu', name: 'Telugu', languages: 'Telugu', native: 'తెలుగు', lang: 'te', from: 0x0c00, to: 0x0c7f },
  { id: 'kannada', name: 'Kannada', languages: 'Kannada', native: 'ಕನ್ನಡ', lang: 'kn', from: 0x0c80, to: 0x0cff },
  { id: 'malayalam', name: 'Malayalam', languages: 'Malayalam', native: 'മലയാളം', lang: 'ml', from: 0x0d00, to: 0x0d7f },
];

const DEVANAGARI_EXTENDED = { from: 0xa8e0, to: 0xa8ff };

function scriptOfCodePoint(cp: number): ScriptId | null {
  if (cp >= DEVANAGARI_EXTENDED.from && cp <= DEVANAGARI_EXTENDED.to) return 'devanagari';
  for (const s of SCRIPTS) if (cp >= s.from && cp <= s.to) return s.id;
  return null;
}

/**
 * The Indian script most of the text's letters are in, or 'latin' when it has none (digits, spaces and
 * punctuation count for no script).
 */
export function scriptOf(text: string): ScriptId {
  const counts = new Map<ScriptId, number>();
  for (const ch of text) {
    const script = scriptOfCodePoint(ch.codePointAt(0) ?? 0);
    if (script) counts.set(script, (counts.get(script) ?? 0) + 1);
  }
  let best: ScriptId = 'latin';
  let most = 0;
  for (const [script, n] of counts) {
    if (n > most) {
      best = script;
      most = n;
    }
  }
  return best;
}

/** The Indian scripts' viramas (halant, hasanta, pulli...): a consonant followed by one joins the next consonant. */
const VIRAMAS = new Set([0x094d, 0x09cd, 0x0a4d, 0x0acd, 0x0b4d, 0x0bcd, 0x0c4d, 0x0ccd, 0x0d3b, 0x0d3c, 0x0d4d]);
const ZWJ = 0x200d;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;

function lastCodePoint(s: string): number {
  const chars = Array.from(s);
  return chars.length ? (chars[chars.length - 1]!.codePointAt(0) ?? 0) : 0;
}

/** Unicode's grapheme clusters (Intl.Segmenter), or, where it is missing, code points with their marks. */
function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (s) => s.segment);
  }
  const out: string[] = [];
  for (const ch of text) {
    if (out.length && (MARK.test(ch) || ch.codePointAt(0) === ZWJ)) out[out.length - 1] += ch;
    else out.push(ch);
  }
  return out;
}

/**
 * The text cut into shaping units: grapheme clusters, with a cluster that ends in a virama (or a zero-width
 * joiner) kept together with the letter after it. Unicode joins conjuncts in Devanagari, Bengali, Gujarati,
 * Telugu and Malayalam already; Tamil (ஸ்ரீ), Gurmukhi and Kannada need the rule here. A zero-width non-joiner
 * still separates, as its writer meant.
 */
export function shapingUnits(text: string): string[] {
  const units: string[] = [];
  let joinNext = false;
  for (const g of graphemes(text)) {
    if (joinNext && units.length && LETTER.test(g)) units[units.length - 1] += g;
    else units.push(g);
    const last = lastCodePoint(units[units.length - 1]!);
    joinNext = VIRAMAS.has(last) || last === ZWJ;
  }
  return units;
}
