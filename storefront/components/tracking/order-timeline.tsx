/**
 * An order's timeline: placed, confirmed, shipped, delivered with their dates; a cancelled order says so. Below it the
 * order's returns, and "Return or exchange" while the server says one can be asked.
 */
import Link from 'next/link';
import { invoiceDownload, returnHref, type ParcelStep, type Timeline } from '@/lib/api/tracking';
import { formatDate } from '@/lib/format';
import { ReturnTimelines } from './return-timeline';
import './timeline.css';

export function OrderTimeline({ timeline }: { timeline: Timeline | undefined }) {
  if (!timeline) return null;
  const { orderId, steps, cancelled, cancelledAt, shipment, invoiceNumber, refundWords } = timeline;
  return (
    <div className="timeline-box">
      {cancelled && (
        <p className="timeline-cancelled" role="status">
          This order was cancelled{cancelledAt ? ` on ${formatDate(cancelledAt)}` : ''}.
          {refundWords && <> {refundWords}.</>}
        </p>
      )}
      <ol className="timeline" aria-label={`Tracking of order ${orderId}`}>
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'done' : 'todo'} aria-current={isCurrent(timeline, step.key) ? 'step' : undefined}>
            <span className="timeline-dot" aria-hidden="true" />
            <span className="timeline-label">{step.label}</span>
            <span className="timeline-date">{step.done ? (step.at ? formatDate(step.at) : 'Done') : 'Not yet'}</span>
          </li>
        ))}
      </ol>
      {shipment && (
        <p className="timeline-shipment">
          {shipment.courier}
          {shipment.awb && `, AWB ${shipment.awb}`}
          {shipment.trackingUrl && (
            <>
              {' · '}
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                Track your parcel
              </a>
            </>
          )}
        </p>
      )}
      <ParcelSteps steps={timeline.parcelSteps} />
      {invoiceNumber && <InvoiceLink orderId={orderId} invoiceNumber={invoiceNumber} />}
      <ReturnTimelines returns={timeline.returns} />
      {timeline.canReturn && <ReturnButton orderId={orderId} />}
    </div>
  );
}

/** "Return or exchange": shown only when the order is delivered, inside the window, with something left to return. */
export function ReturnButton({ orderId }: { orderId: string }) {
  return (
    <p className="timeline-actions">
      <Link className="btn btn-small" href={returnHref(orderId)} aria-label={`Return or exchange: order ${orderId}`}>
        Return or exchange
      </Link>
    </p>
  );
}

function InvoiceLink({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const { href, fileName } = invoiceDownload(orderId, invoiceNumber);
  return (
    <p className="timeline-invoice">
      <a href={href} download={fileName}>
        Download invoice
      </a>{' '}
      <span className="timeline-invoice-number">(GST invoice {invoiceNumber})</span>
    </p>
  );
}

function isCurrent(timeline: Timeline, key: string): boolean {
  if (timeline.cancelled) return false;
  const done = timeline.steps.filter((s) => s.done);
  return done.at(-1)?.key === key;
}

/** The courier's steps after the parcel left, oldest first; a failed delivery attempt says the courier's reason. */
function ParcelSteps({ steps }: { steps: ParcelStep[] }) {
  if (!steps.length) return null;
  return (
    <ol className="return-steps parcel-steps" aria-label="Your parcel">
      {steps.map((step) => (
        <li key={`${step.key}-${step.at}`} className={step.key === 'ndr' || step.key === 'lost' ? 'rejected' : 'done'}>
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-label">{step.label}</span>
          <span className="timeline-date">{formatDate(step.at)}</span>
          {step.detail && <span className="return-step-detail">{step.detail}</span>}
        </li>
      ))}
    </ol>
  );
}
