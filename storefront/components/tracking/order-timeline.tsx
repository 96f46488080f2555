/**
 * An order's timeline: placed, confirmed, shipped, delivered with their dates; a cancelled order says so. Below it the
 * order's returns, and "Return or exchange" while the server says one can be asked.
 */
'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { invoiceDownload, returnHref, type ParcelStep, type Timeline } from '@/lib/api/tracking';
import { localDate } from '@/lib/local-format';
import { ReturnTimelines } from './return-timeline';
import './timeline.css';

export function OrderTimeline({ timeline }: { timeline: Timeline | undefined }) {
  const t = useTranslations('tracking');
  const locale = useLocale();
  if (!timeline) return null;
  const { orderId, steps, cancelled, cancelledAt, shipment, invoiceNumber, refundWords, refundStatus } = timeline;
  // a refund's state by its code in the page's language; the server's words carry the gateway's detail in English
  const refund = refundStatus && locale !== 'en' && t.has(`refund.${refundStatus}`) ? t(`refund.${refundStatus}`) : refundWords;
  return (
    <div className="timeline-box">
      {cancelled && (
        <p className="timeline-cancelled" role="status">
          {cancelledAt ? t('timeline.cancelledOn', { date: localDate(cancelledAt, locale) }) : t('timeline.cancelled')}
          {refund && <> {t('page.line', { text: refund })}</>}
        </p>
      )}
      <ol className="timeline" aria-label={t('timeline.label', { id: orderId })}>
        {steps.map((step) => (
          <li key={step.key} className={step.done ? 'done' : 'todo'} aria-current={isCurrent(timeline, step.key) ? 'step' : undefined}>
            <span className="timeline-dot" aria-hidden="true" />
            <span className="timeline-label">{t.has(`steps.${step.key}`) ? t(`steps.${step.key}`) : step.label}</span>
            <span className="timeline-date">{step.done ? (step.at ? localDate(step.at, locale) : t('timeline.done')) : t('timeline.notYet')}</span>
          </li>
        ))}
      </ol>
      {shipment && (
        <p className="timeline-shipment">
          {/* the courier's name and its waybill number, as the courier writes them */}
          <span lang="">
            {shipment.courier}
            {shipment.awb && t('timeline.awb', { awb: shipment.awb })}
          </span>
          {shipment.trackingUrl && (
            <>
              {' · '}
              <a href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {t('timeline.trackParcel')}
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
  const t = useTranslations('tracking.timeline');
  return (
    <p className="timeline-actions">
      <Link className="btn btn-small" href={returnHref(orderId)} aria-label={t('returnAria', { id: orderId })}>
        {t('returnOrExchange')}
      </Link>
    </p>
  );
}

function InvoiceLink({ orderId, invoiceNumber }: { orderId: string; invoiceNumber: string }) {
  const t = useTranslations('tracking.timeline');
  const { href, fileName } = invoiceDownload(orderId, invoiceNumber);
  return (
    <p className="timeline-invoice">
      <a href={href} download={fileName}>
        {t('downloadInvoice')}
      </a>{' '}
      <span className="timeline-invoice-number">{t('invoiceNumber', { number: invoiceNumber })}</span>
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
  const t = useTranslations('tracking');
  const locale = useLocale();
  if (!steps.length) return null;
  return (
    <ol className="return-steps parcel-steps" aria-label={t('timeline.parcel')}>
      {steps.map((step) => (
        <li key={`${step.key}-${step.at}`} className={step.key === 'ndr' || step.key === 'lost' ? 'rejected' : 'done'}>
          <span className="timeline-dot" aria-hidden="true" />
          <span className="timeline-label">{t.has(`parcelSteps.${step.key}`) ? t(`parcelSteps.${step.key}`) : step.label}</span>
          <span className="timeline-date">{localDate(step.at, locale)}</span>
          {/* the courier's reason, or the desk's note, in the words they wrote */}
          {step.detail && (
            <span className="return-step-detail" lang="">
              {step.detail}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
