'use client';

import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { useRouter } from '@/i18n/navigation';
import { Notice } from './notice';

/** A failed read: a clear message and a Retry. With `onRetry` it reruns a client read; else it refreshes the server render. */
export function RetryNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const t = useTranslations('layout');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Notice kind="error" className="notice-row">
      <span>{message}</span>
      <button
        type="button"
        className="btn btn-small btn-outline"
        disabled={pending}
        onClick={() => (onRetry ? onRetry() : startTransition(() => router.refresh()))}
      >
        {pending ? t('retrying') : t('retry')}
      </button>
    </Notice>
  );
}
