/** The fonts the design editor's text tool offers, shipped in /public/fonts and loaded once on demand. */

export const FONTS = [
  { family: 'Anton', file: '/fonts/anton-latin-400-normal.woff2' },
  { family: 'Oswald', file: '/fonts/oswald-latin-400-normal.woff2' },
  { family: 'Pacifico', file: '/fonts/pacifico-latin-400-normal.woff2' },
  { family: 'Caveat', file: '/fonts/caveat-latin-400-normal.woff2' },
] as const;

let fontsLoading: Promise<void> | null = null;
export function loadFonts(): Promise<void> {
  fontsLoading ??= Promise.all(
    FONTS.map(async ({ family, file }) => {
      try {
        const face = new FontFace(family, `url(${file})`);
        await face.load();
        document.fonts.add(face);
      } catch {
        // a font that fails to load falls back to the browser's
      }
    }),
  ).then(() => undefined);
  return fontsLoading;
}
