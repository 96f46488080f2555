// @vitest-environment node
/**
 * The storefront's layers, read from the files: `lib/` (the typed data layer, formats, rules) imports
 * neither `components/` nor `app/`; `components/` imports no route of `app/`; `server/` (Node's cache
 * handlers) imports none of the three. Routes import anything below them.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

  it('has no import cycle (type-only imports aside)', () => {
    const fileOf = (base: string) =>
      [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
        p => existsSync(p) && statSync(p).isFile(),
      );
    const graph = new Map(
      files.map(file => [
        file,
        [...readFileSync(file, 'utf8').matchAll(IMPORT)]
          .filter(m => !/^(?:import|export)\s+type\b/.test(m[0]))
          .map(m => m[1] ?? m[2])
          .filter((spec): spec is string => !!spec && (spec.startsWith('.') || spec.startsWith('@/')))
          .map(spec => fileOf(spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : resolve(dirname(file), spec)))
          .filter((p): p is string => !!p),
      ]),
    );
    const state = new Map<string, number>();
    const stack: string[] = [];
    const cycles: string[] = [];
    const visit = (file: string) => {
      state.set(file, 1);
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === 1) cycles.push([...stack.slice(stack.indexOf(next)), next].map(p => relative(ROOT, p)).join(' -> '));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, 2);
    };
    files.forEach(file => state.has(file) || visit(file));
    expect(cycles).toEqual([]);
  });
});
