/// <reference types="vite/client" />
/**
 * The Indian scripts the shop's customers write their names and designs in (the studio's eight: storefront
 * lib/studio/scripts.ts), so the office draws a Hindi or Tamil name on a card, a label or a list where the computer
 * has no font for that script (a print floor's Linux box drew boxes). One family per script, each with the script's
 * file alone and its unicode-range: a browser fetches a file only when a page shows that script, and every other
 * letter is drawn in the device's faces, after these in the theme's font stack (theme.ts).
 */
import bengali from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';
import devanagari from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import gujarati from '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-400-normal.woff2?url';
import gurmukhi from '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-400-normal.woff2?url';
import kannada from '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-400-normal.woff2?url';
import malayalam from '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2?url';
import tamil from '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-400-normal.woff2?url';
import telugu from '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff2?url';

/** Each script's family, file and range (the packages' own ranges, without the rupee sign the device draws). */
export const SCRIPT_FACES = [
    { family: 'Rangrez Devanagari', file: devanagari, range: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF' },
    { family: 'Rangrez Bengali', file: bengali, range: 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC' },
    { family: 'Rangrez Gurmukhi', file: gurmukhi, range: 'U+0951-0952, U+0964-0965, U+0A01-0A76, U+200C-200D, U+25CC' },
    { family: 'Rangrez Gujarati', file: gujarati, range: 'U+0951-0952, U+0964-0965, U+0A80-0AFF, U+200C-200D, U+25CC' },
    { family: 'Rangrez Tamil', file: tamil, range: 'U+0964-0965, U+0B82-0BFA, U+200C-200D, U+25CC' },
    { family: 'Rangrez Telugu', file: telugu, range: 'U+0951-0952, U+0964-0965, U+0C00-0C7F, U+200C-200D, U+25CC' },
    { family: 'Rangrez Kannada', file: kannada, range: 'U+0951-0952, U+0964-0965, U+0C80-0CF3, U+200C-200D, U+25CC' },
    { family: 'Rangrez Malayalam', file: malayalam, range: 'U+0951-0952, U+0964-0965, U+0D00-0D7F, U+200C-200D, U+25CC' },
] as const;

/** The families, quoted, for a CSS font stack. */
export const SCRIPT_FAMILIES = SCRIPT_FACES.map((f) => `"${f.family}"`);

/** Declares the faces (as @font-face would: each file is fetched only when its script is on the page). */
export function addScriptFaces(fonts: FontFaceSet | undefined = typeof document === 'undefined' ? undefined : document.fonts): void {
    if (!fonts || typeof FontFace === 'undefined') return;
    for (const face of SCRIPT_FACES) {
        fonts.add(new FontFace(face.family, `url(${face.file}) format('woff2')`, { weight: '400', display: 'swap', unicodeRange: face.range }));
    }
}
