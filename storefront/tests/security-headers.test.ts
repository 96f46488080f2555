// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';

import nextConfig from '../next.config';
import { contentSecurityPolicy } from '../lib/security-headers';

describe('storefront security headers', () => {
  it('sends a Content-Security-Policy on storefront pages, not on paths Django answers', async () => {
    const rules = await nextConfig(PHASE_PRODUCTION_SERVER).headers!();
    const rule = rules[0]!;
    expect(rule.headers.find((h) => h.key === 'Content-Security-Policy')?.value).toContain("default-src 'self'");
    const pattern = new RegExp(`^${rule.source}$`);
    for (const page of ['/', '/pilot', '/login', '/customerpilot', '/oandr']) expect(pattern.test(page)).toBe(true);
    for (const django of ['/api/login/', '/admin/', '/office/', '/static/x.css', '/media/testimonials/a.png'])
      expect(pattern.test(django)).toBe(false);
  });

  it('allows eval only on the dev server', () => {
    expect(contentSecurityPolicy(false)).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy(true)).toContain('unsafe-eval');
    expect(contentSecurityPolicy(false)).toContain("object-src 'none'");
  });

  it("allows Razorpay's hosted checkout, its script and its frame, and no other origin", () => {
    const policy = contentSecurityPolicy(false);
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://checkout.razorpay.com;");
    expect(policy).toContain("frame-src 'self' https://api.razorpay.com;");
    expect(policy).toContain("connect-src 'self';");
  });
});
