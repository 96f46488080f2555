'use client';
/**
 * A page whose data could not be read (the shop's API down or failing): a clear message and a Retry. The public pages
 * throw instead of rendering a partial page (issue 28), so Next never keeps this in its cache; it keeps serving the
 * last good page when it has one.
 */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Notice } from '@/components/ui/notice';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('layout');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container page">
      <h1>{t('errorTitle')}</h1>
      <Notice kind="error" className="notice-row">
        <span>{t('errorBody')}</span>
        <button type="button" className="btn btn-small btn-outline" onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
      </Notice>
    </div>
  );
}
