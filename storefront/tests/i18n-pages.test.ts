// @vitest-environment node
/**
 * Every page of the storefront is walked in Hindi by a browser test (e2e/hindi.spec.ts, e2e/hindi-pages.spec.ts) that
 * fails on English left on it, or is named below with the reason it is not (yet). A new page under app/[locale]
 * without either fails here, so the Hindi walk grows with the shop.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { NOT_WALKED_IN_HINDI } from '@/e2e/hindi-walk';

const APP = join(__dirname, '..', 'app', '[locale]');
const E2E = join(__dirname, '..', 'e2e');

/** The routes of app/[locale], as their folders name them ('' the home page, 'help/[slug]', ...). */
function routes(dir = APP): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return routes(path);
    return name === 'page.tsx' ? [relative(APP, dir).split(sep).join('/')] : [];
  });
}

/** The routes a walk visits: each `visitInHindi(page, '<route>', ...)` of its spec files. */
function walked(): Set<string> {
  const found = new Set<string>();
  for (const file of readdirSync(E2E).filter((f) => /^hindi.*\.spec\.ts$/.test(f))) {
    const source = readFileSync(join(E2E, file), 'utf8');
    for (const m of source.matchAll(/visitInHindi\(\s*\w+,\s*'([^']*)'/g)) found.add(m[1]!);
  }
  return found;
}

describe('the Hindi walk', () => {
  const all = routes();
  const visited = walked();

  it('finds the pages (the home page, a product, the account, the tracking pages)', () => {
    expect(all).toEqual(expect.arrayContaining(['', 'brevity/[id]', 'customerpilot', 'oandr/order/[orderId]']));
  });

  it('visits every page of app/[locale] in Hindi, or names why not', () => {
    const missing = all.filter((route) => !visited.has(route) && !(route in NOT_WALKED_IN_HINDI));
    expect(missing).toEqual([]);
  });

  it('names no page as not walked that the walk visits, or that no longer exists', () => {
    const stale = Object.keys(NOT_WALKED_IN_HINDI).filter((route) => visited.has(route) || !all.includes(route));
    expect(stale).toEqual([]);
  });

  it('visits only pages that exist', () => {
    expect([...visited].filter((route) => !all.includes(route))).toEqual([]);
  });
});
