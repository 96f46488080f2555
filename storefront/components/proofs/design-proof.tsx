'use client';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { type ProofRevision, type ProofStatus, proofsApi } from '@/lib/api/proofs';
import { localDateTime } from '@/lib/local-format';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';

const STATUS: Record<ProofStatus, `status_${ProofStatus}`> = {
  pending: 'status_pending',
  approved: 'status_approved',
  changes: 'status_changes',
  superseded: 'status_superseded',
};

/** One design: its newest revision shown large with Approve / Ask for changes, the earlier ones listed below. */
export function DesignProof({
  orderId,
  design,
  revisions,
  onDecided,
}: {
  orderId: string;
  design: string;
  revisions: ProofRevision[];
  onDecided: () => void;
}) {
  const t = useTranslations('tracking.proofs');
  const locale = useLocale();
  const latest = revisions.at(-1);
  if (!latest) return null;
  const earlier = revisions.slice(0, -1).reverse();
  return (
    <article className="proof" aria-label={t('revisionAria', { design, number: latest.number })}>
      <h3>
        <span lang="">{design}</span> <span className="proof-revision">{t('revision', { number: latest.number })}</span>
      </h3>
      <ProofFile revision={latest} title={design} />
      <p className={`proof-status proof-status-${latest.status}`}>{t(STATUS[latest.status])}</p>
      {latest.note && <p className="proof-note">{t('fromUs', { note: latest.note })}</p>}
      <Decision revision={latest} />
      {latest.canDecide && <DecideForm orderId={orderId} revision={latest} onDecided={onDecided} />}
      {earlier.length > 0 && (
        <details className="proof-history">
          <summary>{t('earlier', { count: earlier.length })}</summary>
          <ul>
            {earlier.map((r) => (
              <li key={r.id}>
                <a href={r.fileUrl} target="_blank" rel="noopener noreferrer">
                  {t('revisionLink', { number: r.number })}
                </a>{' '}
                · {t(STATUS[r.status])}
                {r.decidedAt ? t('on', { when: localDateTime(r.decidedAt, locale) }) : ''}
                {r.comment ? `: “${r.comment}”` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </article>
  );
}

function ProofFile({ revision, title }: { revision: ProofRevision; title: string }) {
  const t = useTranslations('tracking.proofs');
  if (revision.kind === 'pdf')
    return (
      <p>
        <a className="btn btn-small" href={revision.fileUrl} target="_blank" rel="noopener noreferrer">
          {t('openPdf')}
        </a>
      </p>
    );
  return (
    <a href={revision.fileUrl} target="_blank" rel="noopener noreferrer" className="proof-picture">
      {/* a private file behind the session: not for Next's image optimiser */}
      <img src={revision.fileUrl} alt={t('pictureAlt', { title, number: revision.number })} width={revision.width || undefined} height={revision.height || undefined} />
    </a>
  );
}

function Decision({ revision }: { revision: ProofRevision }) {
  const t = useTranslations('tracking.proofs');
  const locale = useLocale();
  if (!revision.decidedAt) return null;
  const when = localDateTime(revision.decidedAt, locale);
  return (
    <p className="proof-decision">
      {revision.status === 'approved' ? t('youApproved', { when }) : t('youAsked', { when })}
      {revision.comment ? `: “${revision.comment}”` : '.'}
    </p>
  );
}

function DecideForm({ orderId, revision, onDecided }: { orderId: string; revision: ProofRevision; onDecided: () => void }) {
  const t = useTranslations('tracking.proofs');
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `proof-comment-${revision.id}`;

  const decide = async (decision: 'approve' | 'changes') => {
    if (decision === 'changes' && !comment.trim()) {
      setError(t('tellChanges'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await proofsApi.decide(orderId, revision.id, decision, comment.trim());
      onDecided();
    } catch (failure) {
      setError(messageOr(failure, t('sendFailed')));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void decide('changes');
  };

  if (!asking)
    return (
      <div className="proof-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void decide('approve')}>
          {t('approve')}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setAsking(true)}>
          {t('askChanges')}
        </button>
        {error && <Notice kind="error">{error}</Notice>}
      </div>
    );
  return (
    <form className="proof-changes" onSubmit={submit} noValidate>
      <FormField id={id} label={t('whatChange')} error={error}>
        <textarea {...fieldAria(id, error)} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </FormField>
      <div className="proof-actions">
        <button type="submit" className="btn" disabled={busy}>
          {t('sendChanges')}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setAsking(false)}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
