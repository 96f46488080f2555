// @vitest-environment node
/** Issue 33, point 12: `GET /brevity/%ff` answered 500; a path that does not decode answers 400 in the one error shape. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BAD_ADDRESS, badAddress, refuseBadAddresses } from '../server/bad-address.mjs';

describe('bad addresses', () => {
  it.each(['/brevity/%ff', '/brevity/%', '/help/%E0%A4', '/api/pages/%ff/', '/%c0%af'])('refuses %s', (path) => {
    expect(badAddress(path)).toBe(true);
  });

  it.each(['/', '/brevity/1', '/help/%E0%A4%B9', '/brevity?q=%ff', '/api/login/', '/office/#/board'])('lets %s through', (path) => {
    expect(badAddress(path)).toBe(false);
  });
});

describe('the server in front of Next', () => {
  const next = vi.fn((_req, res) => res.end('page'));
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(refuseBadAddresses(next));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers GET /brevity/%ff with 400 in the one error shape, without asking Next', async () => {
    const response = await fetch(`${base}/brevity/%ff`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ message: BAD_ADDRESS, errors: {} });
    expect(next).not.toHaveBeenCalled();
  });

  it('hands every other address to Next', async () => {
    const response = await fetch(`${base}/brevity/1?q=%ff`);
    expect(await response.text()).toBe('page');
    expect(next).toHaveBeenCalledTimes(1);
  });
});
