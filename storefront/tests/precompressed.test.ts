// @vitest-environment node
/** The build's scripts are served from the brotli and gzip copies made at build time, never compressed per request. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptedCodings, servePrecompressed, staticFile } from '../server/precompressed.mjs';

const SCRIPT = 'console.log("rangrez");\n'.repeat(200);
const root = mkdtempSync(path.join(tmpdir(), 'static-'));
mkdirSync(path.join(root, 'chunks'));
writeFileSync(path.join(root, 'chunks', 'app.js'), SCRIPT);
writeFileSync(path.join(root, 'chunks', 'app.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(path.join(root, 'chunks', 'app.js.gz'), gzipSync(SCRIPT));
writeFileSync(path.join(root, 'chunks', 'plain.js'), SCRIPT); // no copies: Next serves it

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };
function get(base: string, target: string, encoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${target}`, { method, headers: encoding === undefined ? {} : { 'Accept-Encoding': encoding } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c)).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject).end();
  });
}

describe('the accepted codings', () => {
  it('reads Accept-Encoding with its weights, a q=0 refusing', () => {
    expect([...acceptedCodings('gzip, deflate, br, zstd')]).toEqual(['gzip', 'deflate', 'br', 'zstd']);
    expect(acceptedCodings('br;q=0, gzip;q=0.8').has('br')).toBe(false);
    expect(acceptedCodings(undefined).size).toBe(0);
  });

  it('finds only files inside the build’s static folder', () => {
    expect(staticFile(root, '/_next/static/chunks/app.js?v=1')).toBe(path.join(root, 'chunks', 'app.js'));
    for (const bad of ['/_next/static/../secret.js', '/_next/static/chunks/%2e%2e/%2e%2e/x.js', '/_next/static/chunks%2F..%2F..%2Fx.js', '/_next/static//etc/passwd', '/brevity/1', '/_next/static/%ff'])
      expect(staticFile(root, bad), bad).toBeNull();
  });
});

describe('the server in front of Next', () => {
  const next = vi.fn((_req, res) => res.end('from next'));
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(servePrecompressed(next, root));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    next.mockClear(); // a function returned from beforeEach would be run as its clean-up
  });

  it('gives a browser that accepts brotli the brotli copy, kept for a year', async () => {
    const answer = await get(base, '/_next/static/chunks/app.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(next).not.toHaveBeenCalled();
  });

  it('gives gzip to a browser that accepts only gzip, and the length without a body to HEAD', async () => {
    const answer = await get(base, '/_next/static/chunks/app.js', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
    const head = await get(base, '/_next/static/chunks/app.js', 'gzip', 'HEAD');
    expect([head.headers['content-length'], head.body.length]).toEqual([String(answer.body.length), 0]);
  });

  it('leaves to Next a browser that accepts neither, a file without copies and every other address', async () => {
    for (const [target, encoding] of [
      ['/_next/static/chunks/app.js', undefined],
      ['/_next/static/chunks/app.js', 'br;q=0, gzip;q=0'],
      ['/_next/static/chunks/plain.js', 'br, gzip'],
      ['/_next/static/chunks/missing.js', 'br, gzip'],
      ['/brevity/1', 'br, gzip'],
      ['/_next/static/../app.js', 'br'],
    ] as const) {
      const answer = await get(base, target, encoding);
      expect(answer.body.toString(), `${target} ${encoding}`).toBe('from next');
    }
    expect(next).toHaveBeenCalledTimes(6);
  });
});
