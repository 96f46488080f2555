import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The hero picture is drawn inline, in the page's own HTML: it paints with the first frame instead of waiting for
// a request of its own. The file stays in public/ for anything that links to it (it is the same drawing).
const HERO_SVG = readFileSync(join(process.cwd(), 'public', 'hero.svg'), 'utf8').replace(/^<\?xml[^>]*>\s*/, '');

const ART_LABEL = /aria-label="[^"]*"/;

/** `label`: the drawing's description in the page's language (the file's own is English). */
export function HeroArt({ label }: { label: string }) {
  const escaped = label.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return <div className="hero-art" dangerouslySetInnerHTML={{ __html: HERO_SVG.replace(ART_LABEL, `aria-label="${escaped}"`) }} />;
}
