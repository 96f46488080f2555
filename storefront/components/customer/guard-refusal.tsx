'use client';

import { useRouter } from '@/i18n/navigation';
import { useValidationText } from '@/i18n/error-text';
import { useEffect } from 'react';
import { MESSAGES } from '@/lib/validation';
import { Notice } from '@/components/ui/notice';

/** The guard said no: the specification's message, then on to /login. */
export function GuardRefusal({ redirectDelayMs = 1500 }: { redirectDelayMs?: number }) {
  const router = useRouter();
  const validationText = useValidationText();
  useEffect(() => {
    const id = window.setTimeout(() => router.replace('/login'), redirectDelayMs);
    return () => window.clearTimeout(id);
  }, [router, redirectDelayMs]);
  return (
<Notice kind="error">{validationText(MESSAGES.phoneMissing)}</Notice>
  );
}
