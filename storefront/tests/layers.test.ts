// @vitest-environment node
/**
 * The storefront's layers, read from the files: `lib/` (the typed data layer, formats, rules) imports
 * neither `components/` nor `app/`; `components/` imports no route of `app/`; `server/` (Node's cache
 * handlers) imports none of the three. Routes import anything below them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..');
const RANK: Record<string, number> = { server: 0, lib: 1, components: 2, app: 3 };

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap(name => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(tsx?|mjs)$/.test(name) && !name.endsWith('.gen.ts') && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The files' own imports, as paths from the storefront's root (`@/` is the root). */
const importsOf = (path: string): string[] =>
  [...readFileSync(path, 'utf8').matchAll(IMPORT)]
    .map(m => m[1] ?? m[2]!)
    .filter(spec => spec.startsWith('.') || spec.startsWith('@/'))
    .map(spec => relative(ROOT, spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : resolve(dirname(path), spec)));

const layerOf = (path: string): string => path.split(/[\\/]/)[0]!;

describe("the storefront's layers", () => {
  const files = Object.keys(RANK).flatMap(folder => sources(join(ROOT, folder)));

  it('finds the files it checks', () => {
    expect(files.some(f => f.endsWith(join('lib', 'api', 'server.ts')))).toBe(true);
    expect(files.length).toBeGreaterThan(100);
  });

  it('has no upward import', () => {
    const upward = files.flatMap(file => {
      const from = layerOf(relative(ROOT, file));
      return importsOf(file)
        .filter(target => (RANK[layerOf(target)] ?? -1) > RANK[from]!)
        .map(target => `${relative(ROOT, file)} -> ${target}`);
    });
    expect(upward).toEqual([]);
  });
});
