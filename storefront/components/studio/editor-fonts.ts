/**
 * Loads a studio font when the customer picks it (lib/studio/fonts.ts lists them): its files become FontFaces with
 * their unicode-range, are fetched then, once, and added to the document. Nothing is fetched for a face that is not
 * picked; a face that fails to load leaves the browser's own font in its place.
 */
import { studioFont } from '@/lib/studio/fonts';

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
