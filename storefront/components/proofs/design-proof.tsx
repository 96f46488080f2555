'use client';
import { type FormEvent, useState } from 'react';
import { messageOr } from '@/lib/api/errors';
import { type ProofRevision, type ProofStatus, proofsApi } from '@/lib/api/proofs';
import { formatDateTime } from '@/lib/format';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';

const STATUS: Record<ProofStatus, string> = {
  pending: 'Waiting for you',
  approved: 'Approved',
  changes: 'Changes asked',
  superseded: 'Replaced by a newer revision',
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
  const latest = revisions.at(-1);
  if (!latest) return null;
  const earlier = revisions.slice(0, -1).reverse();
  return (
    <article className="proof" aria-label={`${design}, revision ${latest.number}`}>
      <h3>
        {design} <span className="proof-revision">revision {latest.number}</span>
      </h3>
      <ProofFile revision={latest} title={design} />
      <p className={`proof-status proof-status-${latest.status}`}>{STATUS[latest.status]}</p>
      {latest.note && <p className="proof-note">From us: {latest.note}</p>}
      <Decision revision={latest} />
      {latest.canDecide && <DecideForm orderId={orderId} revision={latest} onDecided={onDecided} />}
      {earlier.length > 0 && (
        <details className="proof-history">
          <summary>Earlier revisions ({earlier.length})</summary>
          <ul>
            {earlier.map((r) => (
              <li key={r.id}>
                <a href={r.fileUrl} target="_blank" rel="noopener noreferrer">
                  Revision {r.number}
                </a>{' '}
                · {STATUS[r.status]}
                {r.decidedAt ? ` on ${formatDateTime(r.decidedAt)}` : ''}
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
  if (revision.kind === 'pdf')
    return (
      <p>
        <a className="btn btn-small" href={revision.fileUrl} target="_blank" rel="noopener noreferrer">
          Open the proof (PDF)
        </a>
      </p>
    );
  return (
    <a href={revision.fileUrl} target="_blank" rel="noopener noreferrer" className="proof-picture">
      {/* a private file behind the session: not for Next's image optimiser */}
      <img src={revision.fileUrl} alt={`Proof of ${title}, revision ${revision.number}`} width={revision.width || undefined} height={revision.height || undefined} />
    </a>
  );
}

function Decision({ revision }: { revision: ProofRevision }) {
  if (!revision.decidedAt) return null;
  const what = revision.status === 'approved' ? 'You approved it' : 'You asked for changes';
  return (
    <p className="proof-decision">
      {what} on {formatDateTime(revision.decidedAt)}
      {revision.comment ? `: “${revision.comment}”` : '.'}
    </p>
  );
}

function DecideForm({ orderId, revision, onDecided }: { orderId: string; revision: ProofRevision; onDecided: () => void }) {
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `proof-comment-${revision.id}`;

  const decide = async (decision: 'approve' | 'changes') => {
    if (decision === 'changes' && !comment.trim()) {
      setError('Tell us what to change.');
      return;
    }
    setBusy(true);
    setError('');
    try {
      await proofsApi.decide(orderId, revision.id, decision, comment.trim());
      onDecided();
    } catch (failure) {
      setError(messageOr(failure, 'Your answer could not be sent. Please try again.'));
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
          Approve this proof
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setAsking(true)}>
          Ask for changes
        </button>
        {error && <Notice kind="error">{error}</Notice>}
      </div>
    );
  return (
    <form className="proof-changes" onSubmit={submit} noValidate>
      <FormField id={id} label="What should we change?" error={error}>
        <textarea {...fieldAria(id, error)} rows={3} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </FormField>
      <div className="proof-actions">
        <button type="submit" className="btn" disabled={busy}>
          Send my changes
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
