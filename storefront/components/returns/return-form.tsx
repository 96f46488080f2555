'use client';
/**
 * The return or exchange request of one delivered order: the items and quantities, a reason the order allows (a
 * custom print: the shop's faults only), a note, photos (required for a defect or damage), refund or exchange for
 * another size, and for a cash-on-delivery refund the UPI ID. Checked here as the server checks it; the server's
 * field errors land on the same fields. On success the request's number is shown.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { api } from '@/lib/api/client';
import { formFieldErrors, messageOr } from '@/lib/api/errors';
import type { ReturnRequest, Returnable } from '@/lib/api/returns';
import { localDate } from '@/lib/local-format';
import { type ReturnDraft, type ReturnErrors, type ReturnField, RETURN_FIELDS, NOTE_MAX, chosenLines, emptyDraft, validateReturn } from '@/lib/returns/validate';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { PhotoPicker } from './photo-picker';
import { ReturnLines } from './return-lines';

/** Which message a change of the draft answers. */
const FIELD_OF: Record<keyof ReturnDraft, ReturnField> = {
  kind: 'kind',
  reason: 'reason',
  note: 'note',
  upiId: 'upiId',
  quantities: 'lines',
  sizes: 'lines',
  photos: 'photos',
  storeCredit: 'upiId',
};

export function ReturnForm({ order }: { order: Returnable }) {
  const t = useTranslations('tracking');
  const tc = useTranslations('returnCredit');
  const locale = useLocale();
  const [draft, setDraft] = useState<ReturnDraft>(emptyDraft);
  const [errors, setErrors] = useState<ReturnErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<ReturnRequest | null>(null);
  /** A change to the draft; the message of the field it touches goes, as the customer is fixing it. */
  const set = (change: Partial<ReturnDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(change)) delete next[FIELD_OF[key as keyof ReturnDraft]];
      return next;
    });
  };
  const reason = order.reasons.find((r) => r.code === draft.reason);
  const canExchange = order.lines.some((l) => l.exchangeSizes.length > 0 && l.returnableQuantity > 0);

  if (done)
    return (
      <div className="return-done">
        <Notice kind="ok" data-testid="return-done">
          {t.rich(done.kind === 'exchange' ? 'returnForm.doneExchange' : 'returnForm.doneRefund', {
            number: () => <strong data-testid="return-number">{done.number}</strong>,
          })}
        </Notice>
        <p>{t.rich('returnForm.follow', { link: (chunks) => <Link href="/oandr">{chunks}</Link> })}</p>
      </div>
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validateReturn(draft, order, (key, values) => t(`returnErrors.${key}`, values));
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const input = { kind: draft.kind, reason: draft.reason, note: draft.note, upiId: draft.upiId, storeCredit: draft.storeCredit, lines: chosenLines(draft, order), photos: draft.photos };
      setDone(await api.requestReturn(order.orderId, input));
    } catch (error) {
      const fields = formFieldErrors(error, RETURN_FIELDS, { upi_id: 'upiId' });
      setErrors(fields);
      setFailure(Object.keys(fields).length ? t('returnForm.correctFields') : messageOr(error, t('returnForm.sendFailed')));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="return-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t('returnForm.formLabel', { id: order.orderId })}>
      {order.windowEnds && <p className="field-hint">{t('returnForm.askUntil', { date: localDate(order.windowEnds, locale) })}</p>}
      <fieldset className="return-fieldset">
        <legend>{t('returnForm.whatLike')}</legend>
        <label className="radio">
          <input type="radio" name="kind" checked={draft.kind === 'refund'} onChange={() => set({ kind: 'refund' })} /> {t('returnForm.refund')}
        </label>
        {canExchange && (
          <label className="radio">
            <input type="radio" name="kind" checked={draft.kind === 'exchange'} onChange={() => set({ kind: 'exchange' })} /> {t('returnForm.exchange')}
          </label>
        )}
        {errors.kind && <span className="field-error">{errors.kind}</span>}
      </fieldset>
      <fieldset className="return-fieldset">
        <legend>{t('returnForm.items')}</legend>
        <ReturnLines
          lines={order.lines}
          kind={draft.kind}
          quantities={draft.quantities}
          sizes={draft.sizes}
          onQuantity={(id, q) => set({ quantities: { ...draft.quantities, [id]: q } })}
          onSize={(id, s) => set({ sizes: { ...draft.sizes, [id]: s } })}
        />
        {errors.lines && (
          <span className="field-error" role="alert">
            {errors.lines}
          </span>
        )}
      </fieldset>
      <FormField id="return-reason" label={t('returnForm.reason')} error={errors.reason}>
        <select {...fieldAria('return-reason', errors.reason)} value={draft.reason} onChange={(e) => set({ reason: e.target.value })}>
          <option value="">{t('returnForm.chooseReason')}</option>
          {order.reasons.map((r) => (
            <option key={r.code} value={r.code}>
              {locale !== 'en' && t.has(`reasons.${r.code}`) ? t(`reasons.${r.code}`) : r.label}
            </option>
          ))}
        </select>
      </FormField>
      {order.customPrint && <p className="field-hint">{t('returnForm.customPrint')}</p>}
      <FormField id="return-note" label={t('returnForm.note')} error={errors.note}>
        <textarea {...fieldAria('return-note', errors.note)} maxLength={NOTE_MAX} value={draft.note} onChange={(e) => set({ note: e.target.value })} />
      </FormField>
      <PhotoPicker id="return-photos" photos={draft.photos} max={order.maxPhotos} required={reason?.photoRequired ?? false} error={errors.photos} onChange={(photos) => set({ photos })} />
      {draft.kind === 'refund' && (
        <div className="return-credit">
          <label className="radio">
            <input type="checkbox" checked={draft.storeCredit} onChange={(e) => set({ storeCredit: e.target.checked })} aria-describedby="return-credit-hint" /> {tc('choice')}
          </label>
          <p id="return-credit-hint" className="field-hint">
            {tc('hint')}
          </p>
        </div>
      )}
      {draft.kind === 'refund' &&
        (draft.storeCredit ? (
          <p className="field-hint" data-testid="return-credit-chosen">
            {tc('chosen')}
          </p>
        ) : order.refundTo === 'upi_id' ? (
          <FormField id="return-upi" label={t('returnForm.upiLabel')} error={errors.upiId}>
            <input {...fieldAria('return-upi', errors.upiId)} value={draft.upiId} onChange={(e) => set({ upiId: e.target.value })} placeholder="name@okaxis" autoComplete="off" inputMode="email" />
          </FormField>
        ) : (
          <p className="field-hint">
            {order.upiReference ? t('returnForm.refundBackRef', { reference: order.upiReference }) : t('returnForm.refundBack')}
          </p>
        ))}
      {failure && <Notice kind="error">{failure}</Notice>}
      <button type="submit" className="btn btn-block" disabled={sending}>
        {sending ? t('returnForm.sending') : t('returnForm.send')}
      </button>
    </form>
  );
}
