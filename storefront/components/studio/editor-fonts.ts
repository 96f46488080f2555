/**
 * Loads a studio font when the customer picks it (lib/studio/fonts.ts lists them): its files become FontFaces with
 * their unicode-range, are fetched then, once, and added to the document. Nothing is fetched for a face that is not
 * picked; a face that fails to load leaves the browser's own font in its place. The font picker's samples use the
 * same files under a family of their own (registerSamples), so showing a sample never makes a face look ready.
 */
import { STUDIO_FONTS, studioFont } from '@/lib/studio/fonts';

const loading = new Map<string, Promise<boolean>>();

/** Fetches the face's files (once); true when it is ready to draw. */
export function loadFont(family: string): Promise<boolean> {
  const known = loading.get(family);
  if (known) return known;
  const font = studioFont(family);
  if (!font || typeof FontFace === 'undefined') return Promise.resolve(false);
  const ready = Promise.all(
    font.files.map(async ({ url, unicodeRange }) => {
      const face = new FontFace(font.family, `url(${url}) format('woff2')`, { unicodeRange, display: 'block' });
      await face.load();
      document.fonts.add(face);
    }),
  ).then(
    () => true,
    () => {
      loading.delete(family); // a later pick tries again
      return false;
    },
  );
  loading.set(family, ready);
  return ready;
}

/** Whether the face's files are loaded already (no wait). */
export function fontReady(family: string): boolean {
  const font = studioFont(family);
  return (
    !!font &&
    typeof document !== 'undefined' &&
    [...document.fonts].some((f) => f.family.replace(/"/g, '') === family && f.status === 'loaded')
  );
}

/** Every face a design's text layers use, loaded before they are measured ("Order again", undo). */
export async function loadFontsOf(families: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(families)].map((f) => loadFont(f)));
}

/** The family the font picker draws a face's sample in (not the face's own: fontReady must not see it). */
export const sampleFamily = (family: string) => `${family} (sample)`;

let samplesAdded = false;

/**
 * Adds each face's file of its own script (the one its sample draws) under its sample family, not loaded: the
 * browser fetches it when the sample shows. An Indian face's Latin file is left out: the browser would fetch it for
 * the line's metrics (the first face with a space) though the sample draws none of it. Called when the picker opens.
 */
export function registerSamples(): void {
  if (samplesAdded || typeof FontFace === 'undefined' || typeof document === 'undefined') return;
  samplesAdded = true;
  for (const font of STUDIO_FONTS) {
    for (const { url, unicodeRange } of font.files.filter((f) => f.url.includes(`-${font.script}-400-`))) {
      document.fonts.add(new FontFace(sampleFamily(font.family), `url(${url}) format('woff2')`, { unicodeRange, display: 'swap' }));
    }
  }
}
