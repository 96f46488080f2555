// @vitest-environment node
/**
 * The browser gets only the message namespaces its client components read (i18n/client-messages.tsx): the layout
 * sends SHELL_NAMESPACES, a page the ones it names in withClientMessages([...], Page). Read from the code: every
 * 'use client' file of a page's module graph, and every file those import, is scanned for useTranslations('<ns>');
 * a namespace such a file reads that its page does not send fails here (in the browser it would show the key, or
 * throw), and so does one a page sends that none of its client components reads (bytes for nothing).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { SHELL_NAMESPACES } from '@/i18n/client-messages';

const ROOT = resolve(__dirname, '..');
const APP = join(ROOT, 'app');

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

// static imports and re-exports (not `import type`), side-effect imports, dynamic import('...')
const IMPORT = /(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

const text = new Map<string, string>();
const read = (path: string): string => text.get(path) ?? text.set(path, readFileSync(path, 'utf8')).get(path)!;

/** The shop's own modules a file imports (`@/` is the storefront's root), as absolute paths. */
function importsOf(path: string): string[] {
  return [...read(path).matchAll(IMPORT)]
    .map((m) => (m[1] ?? m[2] ?? m[3])!)
    .filter((spec) => spec.startsWith('.') || spec.startsWith('@/'))
    .flatMap((spec) => {
      const base = spec.startsWith('@/') ? join(ROOT, spec.slice(2)) : resolve(dirname(path), spec);
      const found = EXTENSIONS.map((ext) => base + ext).find((p) => existsSync(p) && statSync(p).isFile());
      return found && /\.(tsx?|mjs)$/.test(found) ? [found] : [];
    });
}

function graph(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    queue.push(...importsOf(path));
  }
  return seen;
}

/** A 'use client' module: the directive before any statement (comments may come first). */
const isClient = (path: string) => /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(read(path));

/** The files that run in the browser when `entry` is rendered: its client boundaries and all they import. */
const clientFilesOf = (entry: string): Set<string> =>
  new Set([...graph(entry)].filter(isClient).flatMap((file) => [...graph(file)]));

/** The top-level namespaces a file's translators read ('tracking.list' reads part of 'tracking'). */
const namespacesOf = (file: string): string[] =>
  [...read(file).matchAll(/useTranslations\(\s*(['"])([\w.]+)\1\s*\)/g)].map((m) => m[2]!.split('.')[0]!);

/** What withClientMessages(['a', 'b'], Page) in a page names. */
function sentBy(page: string): string[] {
  const m = /withClientMessages\(\s*\[([^\]]*)\]/.exec(read(page));
  return m ? [...m[1]!.matchAll(/['"](\w+)['"]/g)].map((n) => n[1]!) : [];
}

const rel = (path: string) => relative(ROOT, path).split(sep).join('/');
const LOCALE_APP = join(APP, '[locale]');
const entries = sources(APP).filter((p) => p.endsWith('.tsx'));
const everyClientFile = new Set(sources(ROOT).filter((p) => !p.includes(`${sep}e2e${sep}`) && !p.includes(`${sep}tests${sep}`)).filter(isClient).flatMap((f) => [...graph(f)]));

describe('the messages sent to the browser', () => {
  it('finds the client components and their translators (the scan reads the code it checks)', () => {
    expect(everyClientFile.size).toBeGreaterThan(100);
    const product = clientFilesOf(join(LOCALE_APP, 'brevity', '[id]', 'page.tsx'));
    expect(new Set([...product].flatMap(namespacesOf))).toContain('product');
    expect(sentBy(join(LOCALE_APP, 'brevity', '[id]', 'page.tsx'))).toContain('product');
  });

  it('has client components read only literal namespaces of the messages (no root translator, no useMessages)', () => {
    const unreadable = [...everyClientFile].flatMap((file) => {
      const source = read(file);
      const calls = [...source.matchAll(/useTranslations\(([^)]*)\)/g)].map((m) => m[1]!.trim());
      const bad = calls.filter((arg) => !/^(['"])[\w.]+\1$/.test(arg)).map((arg) => `useTranslations(${arg})`);
      if (/\buseMessages\(/.test(source)) bad.push('useMessages()');
      return bad.map((call) => `${rel(file)}: ${call}`);
    });
    expect(unreadable).toEqual([]);
  });

  it('has every namespace a client component reads in the messages', () => {
    const unknown = [...everyClientFile].flatMap((f) => namespacesOf(f).filter((ns) => !(ns in en)).map((ns) => `${rel(f)}: ${ns}`));
    expect(unknown).toEqual([]);
  });

  it("sends each page's client components every namespace they read", () => {
    const missing = entries.flatMap((entry) => {
      const inLocale = entry.startsWith(LOCALE_APP + sep);
      const sent = new Set<string>([...(inLocale ? SHELL_NAMESPACES : []), ...(entry.endsWith('page.tsx') ? sentBy(entry) : [])]);
      return [...clientFilesOf(entry)].flatMap((file) =>
        namespacesOf(file).filter((ns) => !sent.has(ns)).map((ns) => `${rel(entry)}: ${ns} (read in ${rel(file)})`),
      );
    });
    expect([...new Set(missing)]).toEqual([]);
  });

  it('sends no namespace a page does not read in the browser', () => {
    const extra = entries
      .filter((entry) => entry.endsWith('page.tsx'))
      .flatMap((page) => {
        const read = new Set([...clientFilesOf(page)].flatMap(namespacesOf));
        return sentBy(page).filter((ns) => !read.has(ns)).map((ns) => `${rel(page)}: ${ns}`);
      });
    const shell = new Set(entries.filter((e) => !e.endsWith('page.tsx')).flatMap((e) => [...clientFilesOf(e)].flatMap(namespacesOf)));
    expect(extra).toEqual([]);
    expect(SHELL_NAMESPACES.filter((ns) => !shell.has(ns))).toEqual([]);
  });
});
