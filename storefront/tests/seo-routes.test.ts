// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLEU_ITEM } from './fixtures';

const getItems = vi.fn();
const getProductTypes = vi.fn();
const getBrands = vi.fn();
vi.mock('@/lib/api/server', async () => ({
  attempt: (await import('@/lib/api/errors')).attempt,
  getItems: () => getItems(),
  getProductTypes: () => getProductTypes(),
  getBrands: () => getBrands(),
}));

import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { pageMetadata, shortDescription } from '@/lib/seo/metadata';

const TEE = { name: 'T-Shirt', slug: 'tshirts', customisable: true, updatedAt: '2026-11-20T10:00:00+05:30' };
const MUG = { name: 'Mug', slug: 'mugs', customisable: false, updatedAt: '' };

describe('robots.txt', () => {
  afterEach(() => delete process.env.SHOP_SITE_URL);

  it('keeps crawlers off the team’s pages, the API and each customer’s pages, and names the sitemap', () => {
    process.env.SHOP_SITE_URL = 'https://shop.example.in';
    const { rules, sitemap: where } = robots();
    const rule = Array.isArray(rules) ? rules[0]! : rules;
    expect(rule.userAgent).toBe('*');
    expect(rule.disallow).toEqual(expect.arrayContaining(['/office', '/admin', '/api', '/accounts']));
    // the customer's pages answer noindex themselves; a robots.txt block would hide that answer from crawlers
    for (const open of ['/brevity', '/pilot', '/bag', '/customerpilot']) expect(rule.disallow).not.toContain(open);
    expect(where).toBe('https://shop.example.in/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  // no address configured: this server's own (issue 33, point 4), never a domain the shop may not own
  beforeEach(() => {
    vi.stubEnv('SHOP_SITE_URL', '');
    vi.stubEnv('SHOP_PUBLIC_URL', '');
    vi.stubEnv('PORT', '3144');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('lists the public pages, every active product with its last change, the design and brand pages', async () => {
    getItems.mockResolvedValue([BLEU_ITEM, { ...BLEU_ITEM, id: 2, updatedAt: '2026-11-26T08:00:00Z' }]);
    getProductTypes.mockResolvedValue([TEE, MUG]);
    getBrands.mockResolvedValue([{ name: 'Iron Drum', slug: 'iron-drum', tagline: '' }]);
    const entries = await sitemap();
    const urls = entries.map((e) => e.url);
    expect(urls).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3144/', 'http://127.0.0.1:3144/brevity', 'http://127.0.0.1:3144/help', 'http://127.0.0.1:3144/contact']),
    );
    expect(entries.find((e) => e.url === 'http://127.0.0.1:3144/brevity/1')?.lastModified).toEqual(new Date('2026-11-26T01:10:00+05:30'));
    expect(entries.find((e) => e.url === 'http://127.0.0.1:3144/brevity')?.lastModified).toEqual(new Date('2026-11-26T08:00:00Z')); // the newest product
    expect(urls).toContain('http://127.0.0.1:3144/help/tshirts');
    expect(urls).not.toContain('http://127.0.0.1:3144/help/mugs');
    expect(urls).toContain('http://127.0.0.1:3144/help/iron-drum');
    expect(urls.some((u) => /customerpilot|bag|login|office/.test(u))).toBe(false);
  });

  it('names each page’s Hindi address beside the English one (xhtml:link hreflang), English as the default', async () => {
    getItems.mockResolvedValue([BLEU_ITEM]);
    getProductTypes.mockResolvedValue([TEE]);
    getBrands.mockResolvedValue([]);
    const entries = await sitemap();
    expect(entries.find((e) => e.url === 'http://127.0.0.1:3144/')?.alternates).toEqual({
      languages: { 'en-IN': 'http://127.0.0.1:3144/', 'hi-IN': 'http://127.0.0.1:3144/hi', 'x-default': 'http://127.0.0.1:3144/' },
    });
    expect(entries.find((e) => e.url === 'http://127.0.0.1:3144/brevity/1')?.alternates?.languages).toMatchObject({ 'hi-IN': 'http://127.0.0.1:3144/hi/brevity/1' });
    expect(entries.find((e) => e.url === 'http://127.0.0.1:3144/help/tshirts')?.alternates?.languages).toMatchObject({ 'hi-IN': 'http://127.0.0.1:3144/hi/help/tshirts' });
    expect(entries.every((e) => e.alternates?.languages?.['hi-IN']?.startsWith('http://127.0.0.1:3144/hi'))).toBe(true);
  });

  it('fails when the shop cannot be reached, so Next keeps the last good sitemap instead of one without products (issue 28)', async () => {
    getItems.mockRejectedValue(new Error('down'));
    getProductTypes.mockRejectedValue(new Error('down'));
    getBrands.mockRejectedValue(new Error('down'));
    await expect(sitemap()).rejects.toThrow('down');
  });
});

describe('page metadata', () => {
  it('gives a page its title, a description cut at a word, its canonical path and share cards', () => {
    const long = 'A renaissance sky in bleu, printed across the chest of a relaxed cotton tee. '.repeat(4);
    const meta = pageMetadata({ title: 'Bleu Renaissance', description: long, path: '/brevity/1', picture: true });
    expect(meta.alternates?.canonical).toBe('/brevity/1');
    expect((meta.description ?? '').length).toBeLessThanOrEqual(155);
    expect(meta.description).toMatch(/\w…$/);
    expect(meta.openGraph).toMatchObject({ title: 'Bleu Renaissance', url: '/brevity/1', siteName: 'Rangrez', locale: 'en_IN' });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(pageMetadata({ title: 'Contact Us', description: 'Write to us.', path: '/contact' }).twitter).toMatchObject({ card: 'summary' });
    expect(shortDescription('  Short   and  sweet. ')).toBe('Short and sweet.');
  });
});
