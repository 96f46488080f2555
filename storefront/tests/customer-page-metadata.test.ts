// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PRIYA_ME as priya } from './fixtures';

const getMe = vi.fn();
vi.mock('@/lib/api/server', async () => ({
  attempt: (await import('@/lib/api/errors')).attempt,
  getMe: (cookie: string) => getMe(cookie),
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers({ cookie: 'sessionid=abc' }) }));

import { generateMetadata } from '@/app/[locale]/customerpilot/page';

const metadataFor = (phone: string) =>
  generateMetadata({ params: Promise.resolve({ locale: 'en' }), searchParams: Promise.resolve({ phone_number: phone }) });

describe('My account page metadata', () => {
  beforeEach(() => vi.clearAllMocks());

  it('keeps search engines (no session) off the page', async () => {
    getMe.mockResolvedValue({ authenticated: false, phoneNumber: null, name: null, isStaff: false });
    expect((await metadataFor(priya.phoneNumber!)).robots).toEqual({ index: false });
  });

  it('adds no robots rule to the owner’s own page, read with their cookie', async () => {
    getMe.mockResolvedValue(priya);
    const metadata = await metadataFor(priya.phoneNumber!);
    expect(metadata.robots).toBeUndefined();
    expect(metadata.title).toBe('My account');
    expect(getMe).toHaveBeenCalledWith('sessionid=abc');
  });

  it('treats another customer’s phone in the address as a refusal', async () => {
    getMe.mockResolvedValue(priya);
    expect((await metadataFor('9000000009')).robots).toEqual({ index: false });
  });
});
