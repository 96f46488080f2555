'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { MESSAGES } from '@/lib/validation';

/** The guard said no: the specification's message, then on to /login. */
export function GuardRefusal({ redirectDelayMs = 1500 }: { redirectDelayMs?: number }) {
  const router = useRouter();
  useEffect(() => {
    const id = window.setTimeout(() => router.replace('/login'), redirectDelayMs);
    return () => window.clearTimeout(id);
  }, [router, redirectDelayMs]);
  return (
    <p className="notice notice-error" role="alert">
      {MESSAGES.phoneMissing}
    </p>
  );
}
