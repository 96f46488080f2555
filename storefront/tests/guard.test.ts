// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { customerGuard } from '@/lib/guard';
import type { Me } from '@/lib/api/types';

const priya: Me = { authenticated: true, phoneNumber: '9876543210', name: 'Priya', isStaff: false };

describe('customerGuard', () => {
  it('refuses when the URL has no phone number', () => {
    expect(customerGuard(priya, null)).toEqual({ allow: false, reason: 'no-phone' });
    expect(customerGuard(priya, '')).toEqual({ allow: false, reason: 'no-phone' });
  });
  it('refuses without a session', () => {
    expect(customerGuard({ authenticated: false, phoneNumber: null, name: null, isStaff: false }, '9876543210')).toEqual({
      allow: false,
      reason: 'no-session',
    });
  });
  it('refuses a phone number that is not the session’s', () => {
    expect(customerGuard(priya, '9876543211')).toEqual({ allow: false, reason: 'mismatch' });
  });
  it('allows the session’s own phone number', () => {
    expect(customerGuard(priya, '9876543210')).toEqual({ allow: true, phone: '9876543210' });
  });
});
