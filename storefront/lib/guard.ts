/** The customer-home guard: the session decides who the customer is; the URL's phone must be theirs. */
import type { Me } from './api/types';

export type GuardDecision = { allow: true; phone: string } | { allow: false; reason: 'no-phone' | 'no-session' | 'mismatch' };

export function customerGuard(me: Me | null, phoneInUrl: string | null | undefined): GuardDecision {
  const phone = (phoneInUrl ?? '').trim();
  if (!phone) return { allow: false, reason: 'no-phone' };
  if (!me || !me.authenticated || !me.phoneNumber) return { allow: false, reason: 'no-session' };
  if (me.phoneNumber !== phone) return { allow: false, reason: 'mismatch' };
  return { allow: true, phone };
}

type Query = Record<string, string | string[] | undefined>;

/** The specification's `phone_number` query parameter, or '' (it only fills links: the session decides who this is). */
export function phoneParam(query: Query): string {
  const raw = query.phone_number;
  return typeof raw === 'string' ? raw : '';
}
