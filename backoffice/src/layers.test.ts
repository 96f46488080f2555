/**
 * The back office's layers, read from the files: the shared folders (the one client, the providers,
 * access, common parts, the layout, log-in, the test helpers) and the shared root modules import no
 * resource folder and not the app's wiring; a resource folder may import them (and, where one
 * screen shows another's part, a sibling). The wiring (App, OfficeAdmin, OfficeMenu, main) imports
 * anything. A new folder is a resource unless it is added to SHARED here.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname);
const SHARED = new Set(['api', 'providers', 'access', 'common', 'layout', 'login', 'test']);
const SHARED_ROOT = new Set(['format.ts', 'types.ts', 'routing.ts', 'format.test.ts', 'routing.test.ts', 'layers.test.ts']);
const WIRING = new Set(['App.tsx', 'OfficeAdmin.tsx', 'OfficeMenu.tsx', 'main.tsx']);

const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap(name => {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) return sources(path);
        return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
    });

/** `shared`, `wiring` or the resource folder's name. */
const layerOf = (path: string): string => {
    const [first, ...rest] = relative(SRC, path).split(/[\\/]/);
    const name = first!;
    const file = [name, `${name}.ts`, `${name}.tsx`];
    if (!rest.length && file.some(f => SHARED_ROOT.has(f))) return 'shared';
    if (!rest.length && file.some(f => WIRING.has(f))) return 'wiring';
    if (!rest.length && !existsSync(join(SRC, name, 'index.ts'))) return `root:${name}`;
    return SHARED.has(name) ? 'shared' : name;
};

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|vi\.mock\(\s*['"](\.[^'"]+)['"]/g;

const importsOf = (path: string): string[] =>
    [...readFileSync(path, 'utf8').matchAll(IMPORT)].map(m => resolve(dirname(path), m[1] ?? m[2] ?? m[3]!));

describe("the back office's layers", () => {
    const files = sources(SRC);

    it('finds the files it checks', () => {
        expect(files.some(f => f.endsWith(join('api', 'client.ts')))).toBe(true);
        expect(files.length).toBeGreaterThan(100);
    });

    it('has no upward import: a shared module imports no resource folder and not the wiring', () => {
        const upward = files
            .filter(file => layerOf(file) === 'shared')
            .flatMap(file =>
                importsOf(file)
                    .filter(target => layerOf(target) !== 'shared')
                    .map(target => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
            );
        expect(upward).toEqual([]);
    });

    it('knows every root module: shared or wiring', () => {
        expect(files.map(layerOf).filter(layer => layer.startsWith('root:'))).toEqual([]);
    });

    it('has no import cycle (type-only imports aside)', () => {
        const fileOf = (base: string) =>
            [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
                p => existsSync(p) && statSync(p).isFile(),
            );
        const graph = new Map(
            files.map(file => [
                file,
                [...readFileSync(file, 'utf8').matchAll(IMPORT)]
                    .filter(m => !/^(?:import|export)\s+type\b/.test(m[0]) && !m[0].startsWith('vi.mock'))
                    .map(m => m[1] ?? m[2])
                    .filter((spec): spec is string => !!spec)
                    .map(spec => fileOf(resolve(dirname(file), spec)))
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
                if (state.get(next) === 1) cycles.push([...stack.slice(stack.indexOf(next)), next].map(p => relative(SRC, p)).join(' -> '));
                else if (!state.has(next)) visit(next);
            }
            stack.pop();
            state.set(file, 2);
        };
        files.filter(file => !/\.test\.tsx?$/.test(file)).forEach(file => state.has(file) || visit(file));
        expect(cycles).toEqual([]);
    });
});
