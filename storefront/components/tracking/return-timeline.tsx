/**
 * An order's returns under its timeline, each with its own steps: requested; approved (pickup courier, AWB and
 * tracking link) or rejected (with the reason); picked up; received; refunded (amount and UTR, the credit note to
 * download; a refund to the original payment says whether it is on its way, done or failed) or exchanged (the
 * replacement order's id).
 */
'use client';
import { useLocale, useTranslations } from 'next-intl';
import { type ReturnStep, type ReturnTrack, creditNoteFileName } from '@/lib/api/returns';
import { formatRupees } from '@/lib/format';
import { localDate } from '@/lib/local-format';

export function ReturnTimelines({ returns }: { returns: ReturnTrack[] }) {
  const t = useTranslations('tracking.returns');
  if (returns.length === 0) return null;
  return (
    <ul className="return-tracks" aria-label={t('label')}>
      {returns.map((r) => (
        <li key={r.number}>
          <ReturnTimeline track={r} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A step's detail in the page's language: English keeps the server's sentence; another language words it from the
 * step's code and values. The team's reason for a refusal stays in the words they wrote.
 */
function useStepDetail(): (step: ReturnStep) => { text: string; asWritten: boolean } {
  const t = useTranslations('tracking');
  const locale = useLocale();
  return (step) => {
    const v = step.detailValues;
    if (locale === 'en' || !step.detailCode) return { text: step.detail, asWritten: locale !== 'en' };
    if (step.detailCode === 'rejected') return { text: v.reason ?? step.detail, asWritten: true };
    if (step.detailCode === 'pickup') return { text: t('returnDetails.pickup', { courier: v.courier ?? '', awb: v.awb ?? '' }), asWritten: false };
    if (step.detailCode === 'refunded') return { text: t('returnDetails.refunded', { amount: formatRupees(v.amount ?? 0), utr: v.utr ?? '' }), asWritten: false };
    if (step.detailCode === 'replacement') return { text: t('returnDetails.replacement', { orderId: v.order_id ?? '' }), asWritten: false };
    if (step.detailCode === 'refund_to_source') {
      const state = v.state && t.has(`refund.${v.state}`) ? t(`refund.${v.state}`) : '';
      return { text: t('returnDetails.refund_to_source', { amount: formatRupees(v.amount ?? 0), state }), asWritten: false };
    }
    return { text: t(`returnDetails.${step.detailCode}`), asWritten: false };
  };
}

function ReturnTimeline({ track }: { track: ReturnTrack }) {
  const t = useTranslations('tracking');
  const locale = useLocale();
  const detailOf = useStepDetail();
  const { number, kind, steps, trackingUrl, creditNoteUrl, refundState } = track;
  const lastDone = steps.filter((s) => s.done).at(-1)?.key;
  return (
    <div className="return-track">
      <h4>
        {kind === 'exchange' ? t('returns.exchange', { number }) : t('returns.return', { number })}
      </h4>
      <ol className="return-steps" aria-label={t('returns.stepsOf', { number })}>
        {steps.map((step) => {
          const detail = step.done && step.detail ? detailOf(step) : null;
          return (
            <li key={step.key} className={`${step.done ? 'done' : 'todo'}${step.key === 'rejected' ? ' rejected' : ''}`} aria-current={step.key === lastDone ? 'step' : undefined}>
              <span className="timeline-dot" aria-hidden="true" />
              <span className="timeline-label">{t.has(`returnSteps.${step.key}`) ? t(`returnSteps.${step.key}`) : step.label}</span>
              <span className="timeline-date">{step.done ? (step.at ? localDate(step.at, locale) : t('timeline.done')) : t('timeline.notYet')}</span>
              {detail && (
                <span className="return-step-detail" lang={detail.asWritten ? '' : undefined}>
                  {detail.text}
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {refundState?.status === 'failed' && (
        <p className="return-refund-failed" role="status">
          {locale !== 'en' && t.has(`refund.${refundState.status}`) ? t(`refund.${refundState.status}`) : refundState.words}
        </p>
      )}
      {trackingUrl && (
        <p className="timeline-shipment">
          <a href={trackingUrl} target="_blank" rel="noopener noreferrer">
            {t('returns.trackPickup')}
          </a>
        </p>
      )}
      {creditNoteUrl && (
        <p className="timeline-invoice">
          <a href={creditNoteUrl} download={creditNoteFileName(number)}>
            {t('returns.downloadCreditNote')}
          </a>{' '}
          <span className="timeline-invoice-number">{t('returns.creditNoteOf', { number })}</span>
        </p>
      )}
    </div>
  );
}
