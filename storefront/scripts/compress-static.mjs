// Writes a brotli (.br) and a gzip (.gz) copy beside each of the build's scripts, styles and pictures in
// .next/static (or $SHOP_NEXT_DIR/static), at the highest levels: they are compressed once here, not on every
// request. server/precompressed.mjs serves them from `npm run start`; nginx serves the .gz copies (gzip_static,
// deploy/nginx/rangrez.conf). `npm run build` runs it after `next build`; a copy newer than its file is kept.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { TYPES } from '../server/precompressed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const folder = path.join(root, process.env.SHOP_NEXT_DIR?.trim() || '.next', 'static');
// below this a copy saves less than a packet's headers
const SMALLEST = 512;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && path.extname(entry.name) in TYPES) yield full;
  }
}

const fresh = (copy, mtime) => {
  try {
    return statSync(copy).mtimeMs >= mtime;
  } catch {
    return false;
  }
};

let count = 0;
let before = 0;
let gz = 0;
let br = 0;
for (const file of files(folder)) {
  const { size, mtimeMs } = statSync(file);
  if (size < SMALLEST) continue;
  const bytes = readFileSync(file);
  if (!fresh(`${file}.gz`, mtimeMs)) writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  if (!fresh(`${file}.br`, mtimeMs)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };
    writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params }));
  }
  count += 1;
  before += size;
  gz += statSync(`${file}.gz`).size;
  br += statSync(`${file}.br`).size;
}
const kb = (n) => `${Math.round(n / 1024)} kB`;
console.log(`compressed ${count} files in ${path.relative(root, folder)}: ${kb(before)}, gzip ${kb(gz)}, brotli ${kb(br)}`);
