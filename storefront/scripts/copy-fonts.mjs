// Copies the studio's font files (weight 400, the subsets lib/studio/fonts.ts lists) and each package's licence from
// node_modules/@fontsource into public/fonts, where they are committed and served as they are. Run it again after
// upgrading a font package or adding a face (then list it in lib/studio/fonts.ts and docs/fonts.md); the unit
// test lib/studio/fonts.test.ts checks the three agree.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'public/fonts');
const PACKAGES = {
  anton: ['latin'],
  oswald: ['latin'],
  pacifico: ['latin'],
  caveat: ['latin'],
  'noto-sans-devanagari': ['devanagari', 'latin'],
  'baloo-2': ['devanagari', 'latin'],
  'noto-sans-bengali': ['bengali', 'latin'],
  'noto-sans-gurmukhi': ['gurmukhi', 'latin'],
  'noto-sans-gujarati': ['gujarati', 'latin'],
  'noto-sans-tamil': ['tamil', 'latin'],
  'noto-sans-telugu': ['telugu', 'latin'],
  'noto-sans-kannada': ['kannada', 'latin'],
  'noto-sans-malayalam': ['malayalam', 'latin'],
};

mkdirSync(out, { recursive: true });
for (const [pkg, subsets] of Object.entries(PACKAGES)) {
  const dir = path.join(root, 'node_modules/@fontsource', pkg);
  if (!existsSync(dir)) throw new Error(`@fontsource/${pkg} is not installed: npm ci first`);
  copyFileSync(path.join(dir, 'LICENSE'), path.join(out, `LICENSE-${pkg}.txt`));
  for (const subset of subsets) {
    const name = `${pkg}-${subset}-400-normal.woff2`;
    copyFileSync(path.join(dir, 'files', name), path.join(out, name));
    console.log(name);
  }
}
