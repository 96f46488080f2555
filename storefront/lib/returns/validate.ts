/**
 * The return form's checks, the server's own (core/returns, docs/returns-api.md) so a customer hears about a slip
 * before sending: lines and quantities, a reason the order allows, photos for a defect, the size to exchange for,
 * and the UPI ID a cash-on-delivery refund goes to. The server checks all of it again.
 */
import { createTranslator } from 'next-intl';
import type { ReturnKind, Returnable } from '@/lib/api/returns';
import { MAX_UPLOAD_BYTES } from '@/lib/studio/rules';
import en from '@/messages/en.json';

/** A language's `tracking.returnErrors` (`useTranslations('tracking.returnErrors')`); English by default. */
export type ReturnErrorTranslate = (key: keyof (typeof en)['tracking']['returnErrors'], values?: Record<string, string | number>) => string;
const englishErrors = createTranslator({ locale: 'en', messages: en, namespace: 'tracking.returnErrors' });
const english: ReturnErrorTranslate = (key, values) => englishErrors(key, values);

/** The form's fields, named as the server's field errors are (upi_id becomes upiId). */
export const RETURN_FIELDS = ['lines', 'reason', 'note', 'photos', 'upiId', 'kind'] as const;
export type ReturnField = (typeof RETURN_FIELDS)[number];
export type ReturnErrors = Partial<Record<ReturnField, string>>;

/** The server's pattern for a UPI ID (the VPA): 'priya@okaxis'. */
export const UPI_ID_RE = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const NOTE_MAX = 1000;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/jpg'];

export interface ReturnDraft {
  kind: ReturnKind;
  reason: string;
  note: string;
  upiId: string;
  /** chosen quantity per line id (0: not returned) */
  quantities: Record<number, number>;
  /** the size wanted instead, per line id (exchange only) */
  sizes: Record<number, string>;
  photos: File[];
  /** the customer chose to keep a refund as store credit: never preselected, the money refund stays the default */
  storeCredit: boolean;
}

export const emptyDraft = (): ReturnDraft => ({ kind: 'refund', reason: '', note: '', upiId: '', quantities: {}, sizes: {}, photos: [], storeCredit: false });

/** Why a photo cannot go, or null: JPEG or PNG up to the shop's upload limit. */
export function photoError(file: File, t: ReturnErrorTranslate = english): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return t('photoType');
  if (file.size > MAX_UPLOAD_BYTES) return t('photoLarge', { name: file.name });
  return null;
}

export function validateReturn(draft: ReturnDraft, order: Returnable, t: ReturnErrorTranslate = english): ReturnErrors {
  const errors: ReturnErrors = {};
  const chosen = order.lines.filter((l) => (draft.quantities[l.lineId] ?? 0) > 0);
  if (chosen.length === 0) errors.lines = t('lines');
  for (const line of chosen) {
    const qty = draft.quantities[line.lineId] ?? 0;
    if (!Number.isInteger(qty) || qty > line.returnableQuantity) {
      errors.lines = t('onlyLeft', { left: line.returnableQuantity, size: line.size });
      break;
    }
    if (draft.kind === 'exchange' && !line.exchangeSizes.includes(draft.sizes[line.lineId] ?? '')) {
      errors.lines = t('chooseSize', { item: line.item, size: line.size });
      break;
    }
  }
  const reason = order.reasons.find((r) => r.code === draft.reason);
  if (!reason) errors.reason = t('reason');
  if (draft.note.trim().length > NOTE_MAX) errors.note = t('noteLong', { max: NOTE_MAX });
  if (draft.photos.length > order.maxPhotos) errors.photos = t('atMost', { max: order.maxPhotos });
  else if (reason?.photoRequired && draft.photos.length === 0) errors.photos = t('photoNeeded');
  else {
    const bad = draft.photos.map((photo) => photoError(photo, t)).find(Boolean);
    if (bad) errors.photos = bad;
  }
  if (draft.kind === 'refund' && order.refundTo === 'upi_id' && !draft.storeCredit) {
    const upi = draft.upiId.trim();
    if (!upi) errors.upiId = t('upiMissing');
    else if (!UPI_ID_RE.test(upi)) errors.upiId = t('upiInvalid', { example: 'name@okaxis' });
  }
  return errors;
}

/** The lines as the API takes them, from the chosen quantities and sizes. */
export function chosenLines(draft: ReturnDraft, order: Returnable) {
  return order.lines
    .filter((l) => (draft.quantities[l.lineId] ?? 0) > 0)
    .map((l) => ({ lineId: l.lineId, quantity: draft.quantities[l.lineId]!, exchangeSize: draft.kind === 'exchange' ? (draft.sizes[l.lineId] ?? null) : null }));
}
