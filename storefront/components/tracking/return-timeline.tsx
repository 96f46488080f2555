/**
 * An order's returns under its timeline, each with its own steps: requested; approved (pickup courier, AWB and
 * tracking link) or rejected (with the reason); picked up; received; refunded (amount and UTR, the credit note to
 * download; a refund to the original payment says whether it is on its way, done or failed) or exchanged (the
 * replacement order's id).
 */
import { type ReturnTrack, creditNoteFileName } from '@/lib/api/returns';
import { formatDate } from '@/lib/format';

export function ReturnTimelines({ returns }: { returns: ReturnTrack[] }) {
  if (returns.length === 0) return null;
  return (
    <ul className="return-tracks" aria-label="Returns">
      {returns.map((r) => (
        <li key={r.number}>
          <ReturnTimeline track={r} />
        </li>
      ))}
    </ul>
  );
}

function ReturnTimeline({ track }: { track: ReturnTrack }) {
  const { number, kind, steps, trackingUrl, creditNoteUrl, refundState } = track;
  const lastDone = steps.filter((s) => s.done).at(-1)?.key;
  return (
    <div className="return-track">
      <h4>
        {kind === 'exchange' ? 'Exchange' : 'Return'} {number}
      </h4>
      <ol className="return-steps" aria-label={`Steps of return ${number}`}>
        {steps.map((step) => (
          <li key={step.key} className={`${step.done ? 'done' : 'todo'}${step.key === 'rejected' ? ' rejected' : ''}`} aria-current={step.key === lastDone ? 'step' : undefined}>
            <span className="timeline-dot" aria-hidden="true" />
            <span className="timeline-label">{step.label}</span>
            <span className="timeline-date">{step.done ? (step.at ? formatDate(step.at) : 'Done') : 'Not yet'}</span>
            {step.done && step.detail && <span className="return-step-detail">{step.detail}</span>}
          </li>
        ))}
      </ol>
      {refundState?.status === 'failed' && (
        <p className="return-refund-failed" role="status">
          {refundState.words}
        </p>
      )}
      {trackingUrl && (
        <p className="timeline-shipment">
          <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
            Track the pickup
          </a>
        </p>
      )}
      {creditNoteUrl && (
        <p className="timeline-invoice">
          <a href={creditNoteUrl} download={creditNoteFileName(number)}>
            Download credit note
          </a>{' '}
          <span className="timeline-invoice-number">(return {number})</span>
        </p>
      )}
    </div>
  );
}
