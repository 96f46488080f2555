/** The draft editor's rules, apart from the screen: the form's values, the server's field errors, and why "Send to customer" waits. */
import type { LineIn, QuoteRevision, RevisionIn } from './types';

export type DraftLine = LineIn & { list_price: string };
export type Draft = Omit<RevisionIn, 'lines' | 'terms_days'> & { lines: DraftLine[]; terms_days: number };

export const fromRevision = (r: QuoteRevision): Draft => ({
    lines: r.lines.map(ln => ({ kind: ln.kind as LineIn['kind'], size: ln.size, quantity: ln.quantity, unit_price: String(ln.unit_price), reason: ln.reason, list_price: String(ln.list_price) })),
    delivery: String(r.delivery),
    valid_until: r.valid_until,
    dispatch_by: r.dispatch_by,
    advance_percent: String(r.advance_percent),
    terms_days: r.terms_days,
    note: r.note,
});

/** `{field: 'text'}` from a failed save: the one client reads the shop's error body (api/client.ts). */
export { fieldErrors } from '../api/client';

export const NOT_SAVED = 'Save the draft before sending: the form has changes that are not saved.';
export const SAVE_FAILED = 'The draft was not saved: correct the marked fields and save it before sending.';

/** Why the draft cannot be sent yet (null: the form shows what the server keeps, so Send sends what the team sees). */
export const sendBlock = (draft: Draft, saved: QuoteRevision, saveFailed: boolean): string | null => {
    if (JSON.stringify(draft) === JSON.stringify(fromRevision(saved))) return null;
    return saveFailed ? SAVE_FAILED : NOT_SAVED;
};
