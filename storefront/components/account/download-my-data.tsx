'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { accountApi, type DataExport } from '@/lib/api/account';
import { messageOr } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { Notice } from '@/components/ui/notice';

/** How often the progress is asked for while the server prepares the file. */
export const POLL_MS = 1500;
const START_FAILED = 'We could not start preparing your data just now. Please try again.';
const CHECK_FAILED = 'We could not check on your data just now. Please try again.';

const preparing = (job: DataExport | null): boolean => job?.status === 'queued' || job?.status === 'running';

function size(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Download my data (Digital Personal Data Protection Act, 2023, s.11): the button asks the server to prepare a ZIP
 * of everything the shop holds about the customer (a background job), the progress shows while it is prepared, then a
 * link downloads it. A copy prepared earlier (or still being prepared) is picked up when the page opens.
 */
export function DownloadMyData() {
  const [job, setJob] = useState<DataExport | null>(null);
  const [failed, setFailed] = useState('');
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    accountApi
      .latestDataExport()
      .then((latest) => live && setJob(latest))
      .catch(() => undefined); // the button still works; its own errors are shown
    return () => {
      live = false;
    };
  }, []);

  const check = useCallback(async (id: string) => {
    try {
      setJob(await accountApi.dataExport(id));
    } catch (err) {
      setFailed(messageOr(err, CHECK_FAILED));
      setJob(null);
    }
  }, []);

  useEffect(() => {
    if (!job || !preparing(job)) return;
    timer.current = window.setTimeout(() => void check(job.id), POLL_MS);
    return () => window.clearTimeout(timer.current);
  }, [job, check]);

  async function start() {
    setBusy(true);
    setFailed('');
    try {
      setJob(await accountApi.startDataExport());
    } catch (err) {
      setFailed(messageOr(err, START_FAILED));
    } finally {
      setBusy(false);
    }
  }

  const ready = job?.status === 'done' && job.download_url ? job : null;
  return (
    <div className="my-data">
      {ready && (
        <p className="my-data-ready">
          <a className="btn" href={ready.download_url!} download>
            Download my data (ZIP, {size(ready.size_bytes)})
          </a>
          <span className="field-hint">Ready until {formatDate(ready.expires_at)}; then it is deleted.</span>
        </p>
      )}
      {preparing(job) ? (
        <div className="my-data-progress" role="status">
          <p>Preparing your data… {job!.percent}%</p>
          <progress max={100} value={job!.percent} aria-label="Preparing your data" />
        </div>
      ) : (
        <button type="button" className="btn btn-outline" onClick={start} disabled={busy}>
          {busy ? 'Starting…' : ready ? 'Prepare a fresh copy' : job?.status === 'failed' ? 'Try again' : 'Download my data'}
        </button>
      )}
      {job?.status === 'failed' && <Notice kind="error">{job.message}</Notice>}
      {failed && <Notice kind="error">{failed}</Notice>}
      <p className="field-hint" style={{ marginTop: 6 }}>
        Your profile, addresses, orders with their amounts, designs with their files, tickets, returns and reviews, as one
        ZIP file. We prepare it in the background: you may leave this page and come back.
      </p>
    </div>
  );
}
