// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';

import nextConfig from '../next.config';

describe("where Next keeps its cache (pages and tagged fetches)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is Next's own, on the server's disk, on one machine (no SHOP_REDIS_URL)", () => {
    vi.stubEnv('SHOP_REDIS_URL', '');
    expect(nextConfig(PHASE_PRODUCTION_SERVER).cacheHandler).toBeUndefined();
  });

  it('is Redis, shared by every storefront server, when SHOP_REDIS_URL is set', () => {
    vi.stubEnv('SHOP_REDIS_URL', 'redis://127.0.0.1:6379/5');
    expect(nextConfig(PHASE_PRODUCTION_SERVER).cacheHandler).toMatch(/\/server\/cache-handler\.mjs$/);
  });

  it('is never Redis while building: the build needs no Redis', () => {
    vi.stubEnv('SHOP_REDIS_URL', 'redis://127.0.0.1:6379/5');
    expect(nextConfig(PHASE_PRODUCTION_BUILD).cacheHandler).toBeUndefined();
  });
});
