'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/** A failed read: a clear message and a Retry. With `onRetry` it reruns a client read; else it refreshes the server render. */
export function RetryNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className="notice notice-error notice-row" role="alert">
      <span>{message}</span>
      <button
        type="button"
        className="btn btn-small btn-outline"
        disabled={pending}
        onClick={() => (onRetry ? onRetry() : startTransition(() => router.refresh()))}
      >
        {pending ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
