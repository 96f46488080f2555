'use client';
/**
 * A page whose data could not be read (the shop's API down or failing): a clear message and a Retry. The public pages
 * throw instead of rendering a partial page (issue 28), so Next never keeps this in its cache; it keeps serving the
 * last good page when it has one.
 */
import { useEffect } from 'react';
import { Notice } from '@/components/ui/notice';

export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="container page">
      <h1>This page could not be loaded</h1>
      <Notice kind="error" className="notice-row">
        <span>We could not reach the shop just now. Please try again in a moment.</span>
        <button type="button" className="btn btn-small btn-outline" onClick={() => window.location.reload()}>
          Retry
        </button>
      </Notice>
    </div>
  );
}
