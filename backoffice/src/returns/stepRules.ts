/**
 * The checks of a return's step dialogs, the server's own (`docs/returns-api.md`), so the team hears
 * about a slip before the call: the server checks them again and its field errors land on the same
 * fields.
 */
import { fieldErrors } from '../api/client';

export type StepErrors = Partial<Record<'courier_id' | 'awb' | 'reason' | 'note' | 'amount' | 'reference' | 'message', string>>;

/** A reverse pickup's AWB: 4 to 40 letters, digits or hyphens. */
export const AWB_RE = /^[A-Za-z0-9-]{4,40}$/;
/** A refund's UTR or bank reference: 6 to 40 letters and digits. */
export const REFERENCE_RE = /^[A-Za-z0-9]{6,40}$/;
const AMOUNT_RE = /^\d+(\.\d{1,2})?$/;

const paise = (rupees: string | number): number => Math.round(Number(rupees) * 100);

/**
 * The refund: more than nothing, never above what the server computed (`refund_max`), its UTR required
 * when the return asks for one (`refund_asks_utr`: not for store credit, the gateway, nor a refund that
 * the order's gift cards and store credit cover whole).
 */
export const refundErrors = (amount: string, reference: string, max: string | number | null, noUtr = false): StepErrors => {
    const errors: StepErrors = {};
    const text = amount.trim();
    if (!AMOUNT_RE.test(text) || paise(text) <= 0) errors.amount = 'Enter the amount refunded, in rupees (up to two decimals).';
    else if (max !== null && paise(text) > paise(max)) errors.amount = `At most ₹${Number(max).toFixed(2)} can be refunded.`;
    if (noUtr) return errors; // no money paid by hand: no UTR
    if (!reference.trim()) errors.reference = 'Enter the refund’s UTR or reference.';
    else if (!REFERENCE_RE.test(reference.trim())) errors.reference = 'The UTR is 6 to 40 letters and digits.';
    return errors;
};

/** Approving: a reverse pickup names the courier and its AWB; or the customer sends it back. */
export const approveErrors = (customerSends: boolean, courierId: number | '', awb: string): StepErrors => {
    if (customerSends) return {};
    if (courierId === '') return { courier_id: 'Choose the pickup courier.' };
    if (!AWB_RE.test(awb.trim())) return { awb: 'Enter the pickup’s AWB number (4 to 40 letters or digits).' };
    return {};
};

/** Rejecting: a reason of 1 to 500 characters (the customer reads it in the e-mail). */
export const rejectErrors = (reason: string): StepErrors => {
    const text = reason.trim();
    if (!text) return { reason: 'Say why the return is rejected: the customer reads it.' };
    if (text.length > 500) return { reason: 'Keep the reason under 500 characters.' };
    return {};
};

/** Marking received: a failed quality check needs its note (it rejects the return with it). */
export const receiveErrors = (passed: boolean, note: string): StepErrors =>
    !passed && !note.trim() ? { note: 'Say what failed the check: the return is rejected with this note.' } : {};

/** The server's field errors as the dialog shows them; what is about no field of the dialog becomes its message. */
export const serverStepErrors = (error: unknown, fields: readonly (keyof StepErrors)[]): StepErrors => {
    const found: StepErrors = {};
    for (const [field, text] of Object.entries(fieldErrors(error))) {
        if ((fields as readonly string[]).includes(field)) found[field as keyof StepErrors] = text;
    }
    if (Object.keys(found).length === 0) found.message = error instanceof Error && error.message ? error.message : 'The step could not be saved.';
    return found;
};
