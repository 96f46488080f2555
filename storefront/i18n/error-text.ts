'use client';
/**
 * A failed call's words in the page's language: the message of messages/<language>.json's `serverErrors` named by the
 * error body's `code` when there is one (core/common errors), else the server's own message, else the screen's
 * fallback; a network failure is worded by the storefront. A translator adds a code's words under `serverErrors`.
 */
import { useTranslations } from 'next-intl';
import { ApiError, messageOr } from '@/lib/api/errors';

export function useErrorText(): (error: unknown, fallback: string) => string {
  const t = useTranslations('serverErrors');
  return (error, fallback) => {
    if (error instanceof ApiError) {
      if (error.code && t.has(error.code)) return t(error.code);
      if (error.status === 0) return t('network');
    }
    return messageOr(error, fallback);
  };
}
