'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMessageOr } from '@/i18n/error-text';
import { accountApi, type DataExport } from '@/lib/api/account';
import { formatDate } from '@/lib/format';
import { Notice } from '@/components/ui/notice';

/** How often the progress is asked for while the server prepares the file. */
export const POLL_MS = 1500;

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
  const t = useTranslations('account');
  const errorText = useMessageOr();
  const checkFailed = t('dataCheckFailed');

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
      setFailed(errorText(err, checkFailed));
      setJob(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the words' function is new each render; the words are not
  }, [checkFailed]);

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
      setFailed(errorText(err, t('dataStartFailed')));
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
            {t('dataDownload', { size: size(ready.size_bytes) })}
          </a>
          <span className="field-hint">{t('dataReadyUntil', { date: formatDate(ready.expires_at) })}</span>
        </p>
      )}
      {preparing(job) ? (
        <div className="my-data-progress" role="status">
          <p>{t('dataPreparing', { percent: job!.percent })}</p>
          <progress max={100} value={job!.percent} aria-label={t('dataPreparingLabel')} />
        </div>
      ) : (
        <button type="button" className="btn btn-outline" onClick={start} disabled={busy}>
          {busy ? t('dataStarting') : ready ? t('dataFresh') : job?.status === 'failed' ? t('dataTryAgain') : t('dataButton')}
        </button>
      )}
      {job?.status === 'failed' && <Notice kind="error">{job.message}</Notice>}
      {failed && <Notice kind="error">{failed}</Notice>}
      <p className="field-hint" style={{ marginTop: 6 }}>
        {t('dataHint')}
      </p>
    </div>
  );
}
