#!/usr/bin/env node
// Sums the gzip sizes of the JavaScript that dist/index.html loads on first visit: its module
// entry script(s) and every <link rel="modulepreload"> (Vite lists the entry's static imports
// there). Lazy chunks (React.lazy screens) are not counted. Fails above the budget.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 250);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
    console.error('dist/index.html is missing: run `npm run build` first.');
    process.exit(2);
}
const html = readFileSync(indexPath, 'utf8');
const urls = new Set();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) urls.add(match[1]);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(match[1]);

let totalRaw = 0;
let totalGzip = 0;
const rows = [];
for (const url of urls) {
    const relative = url.replace(/^\/office\//, '').replace(/^\//, '');
    const file = join(dist, relative);
    const bytes = readFileSync(file);
    const gz = gzipSync(bytes, { level: 9 }).length;
    totalRaw += bytes.length;
    totalGzip += gz;
    rows.push([relative, bytes.length, gz]);
}
const kb = n => (n / 1024).toFixed(1);
for (const [name, raw, gz] of rows.sort((a, b) => b[2] - a[2])) {
    console.log(`${name.padEnd(48)} ${kb(raw).padStart(8)} kB  ${kb(gz).padStart(7)} kB gzip`);
}
console.log(`Initial JavaScript: ${kb(totalRaw)} kB, ${kb(totalGzip)} kB gzip (budget ${BUDGET_KB} kB gzip)`);
if (totalGzip / 1024 > BUDGET_KB) {
    console.error('Over budget.');
    process.exit(1);
}
