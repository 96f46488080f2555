// @vitest-environment node
/** The shop's own address in canonical URLs, the sitemap, robots.txt and shares (issue 33, point 4). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { absoluteUrl, siteOrigin } from '@/lib/site';
import robots from '@/app/robots';

describe('the site URL', () => {
  beforeEach(() => {
    vi.stubEnv('SHOP_SITE_URL', '');
    vi.stubEnv('SHOP_PUBLIC_URL', '');
    vi.stubEnv('PORT', '');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('is this server’s own local address when nothing is configured, never a domain the shop may not own', () => {
    expect(siteOrigin()).toBe('http://127.0.0.1:3000');
    vi.stubEnv('PORT', '3144');
    expect(siteOrigin()).toBe('http://127.0.0.1:3144');
    expect(absoluteUrl('/brevity/1')).toBe('http://127.0.0.1:3144/brevity/1');
    expect(siteOrigin()).not.toContain('rangrez.in');
  });

  it('is SHOP_PUBLIC_URL (the address Django writes into e-mails) when SHOP_SITE_URL is not set', () => {
    vi.stubEnv('SHOP_PUBLIC_URL', 'http://127.0.0.1:3055/');
    expect(siteOrigin()).toBe('http://127.0.0.1:3055');
  });

  it('is SHOP_SITE_URL when set, and ignores a malformed value', () => {
    vi.stubEnv('SHOP_PUBLIC_URL', 'http://127.0.0.1:3055');
    vi.stubEnv('SHOP_SITE_URL', 'https://shop.example.in/any/path');
    expect(siteOrigin()).toBe('https://shop.example.in');
    vi.stubEnv('SHOP_SITE_URL', 'not a url');
    expect(siteOrigin()).toBe('http://127.0.0.1:3055');
  });

  it('names the sitemap in robots.txt on this run’s own address', () => {
    vi.stubEnv('PORT', '3144');
    expect(robots().sitemap).toBe('http://127.0.0.1:3144/sitemap.xml');
  });
});
