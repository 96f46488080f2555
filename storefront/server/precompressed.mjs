/**
 * The build's own files (`/_next/static/...`: hashed names, never changed) served from their compressed copies, which
 * scripts/compress-static.mjs writes beside each one at build time: brotli (`.br`, about 15% smaller than gzip on the
 * shop's scripts) to a browser that accepts it, gzip (`.gz`) to one that accepts only that. Next would gzip each
 * script again on every request; nginx serves the same `.gz` copies (deploy/nginx/rangrez.conf, `gzip_static`).
 * A file without a copy, a browser that accepts neither, or any other address goes on to Next untouched.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

const PREFIX = '/_next/static/';

/** The types of the files the build compresses (scripts/compress-static.mjs's COMPRESSED). */
export const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=UTF-8',
};

/** @param {string | undefined} header the request's Accept-Encoding */
export function acceptedCodings(header) {
  const accepted = new Set();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The file under `root` a `/_next/static/...` address names, or null for any other address or one that leaves the
 * folder (`..`, an encoded slash).
 * @param {string} root the build's static folder (.next/static)
 * @param {string | undefined} url
 */
export function staticFile(root, url) {
  const raw = (url ?? '').split('?')[0] ?? '';
  if (!raw.startsWith(PREFIX)) return null;
  let rest;
  try {
    rest = decodeURIComponent(raw.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (!rest || rest.includes('\0') || rest.split('/').some((part) => part === '..' || part === '')) return null;
  const file = path.join(root, rest);
  return file.startsWith(root + path.sep) ? file : null;
}

/** @param {string} file @returns {Promise<number | null>} its size, or null when it is not a file */
async function fileSize(file) {
  try {
    const found = await stat(file);
    return found.isFile() ? found.size : null;
  } catch {
    return null;
  }
}

/**
 * Wraps a request handler: a GET or HEAD of a built file with a compressed copy the browser accepts gets that copy.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {string} root the build's static folder (.next/static)
 */
export function servePrecompressed(handle, root) {
  const folder = path.resolve(root);
  return async function precompressed(req, res) {
    const file = req.method === 'GET' || req.method === 'HEAD' ? staticFile(folder, req.url) : null;
    const type = file ? TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))] : undefined;
    if (!file || !type) return handle(req, res);
    const accepted = acceptedCodings(req.headers['accept-encoding']);
    for (const [coding, suffix] of /** @type {const} */ ([['br', '.br'], ['gzip', '.gz']])) {
      const size = accepted.has(coding) ? await fileSize(file + suffix) : null;
      if (size === null) continue;
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Encoding': coding,
        'Content-Length': size,
        'Cache-Control': 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') return res.end();
      createReadStream(file + suffix)
        .on('error', () => res.destroy())
        .pipe(res);
      return undefined;
    }
    return handle(req, res);
  };
}
