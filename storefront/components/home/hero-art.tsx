import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The hero picture is drawn inline, in the page's own HTML: it paints with the first frame instead of waiting for
// a request of its own. The file stays in public/ for anything that links to it (it is the same drawing).
const HERO_SVG = readFileSync(join(process.cwd(), 'public', 'hero.svg'), 'utf8').replace(/^<\?xml[^>]*>\s*/, '');

export function HeroArt() {
  return <div className="hero-art" dangerouslySetInnerHTML={{ __html: HERO_SVG }} />;
}
