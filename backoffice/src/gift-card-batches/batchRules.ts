/**
 * A company's batch of gift cards, checked as the server checks it (core/wallet/services/batches.py) so the
 * owner hears about a slip before sending: the company, 1 to 1000 cards, a whole amount from ₹100 to ₹10,000
 * (the RBI's gift PPI limit), the buyer's e-mail if given, and an expiry at least a year after today (the RBI's
 * minimum validity; a later payment moves it on) and within three years. The server checks all of it again.
 */
export const MAX_BATCH = 1000;
export const MIN_AMOUNT = 100;
export const MAX_AMOUNT = 10000;
const DAY_MS = 86_400_000;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface BatchDraft {
    company?: string;
    count?: number | string;
    amount?: number | string;
    buyer?: string;
    buyer_email?: string;
    expires_on?: string | null;
}
export type BatchErrors = Partial<Record<keyof BatchDraft, string>>;

/** `yyyy-mm-dd` plus `days` (calendar days, no time zone: both are IST days). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The earliest last day a card issued today may have: a year on (the server's SHOP_GIFT_CARD_VALIDITY_DAYS). */
export const shortestExpiry = (today: string): string => addDays(today, 365);

export const batchErrors = (draft: BatchDraft, today: string): BatchErrors => {
    const errors: BatchErrors = {};
    const company = (draft.company ?? '').trim();
    if (!company || company.length > 120) errors.company = "Enter the company's name (at most 120 characters).";
    const count = Number(draft.count);
    if (!Number.isInteger(count) || count < 1 || count > MAX_BATCH) errors.count = `Issue from 1 to ${MAX_BATCH} cards at once.`;
    const amount = Number(draft.amount);
    if (!Number.isInteger(amount) || amount < MIN_AMOUNT || amount > MAX_AMOUNT) errors.amount = `Choose a whole amount from Rs ${MIN_AMOUNT} to Rs ${MAX_AMOUNT}.`;
    if ((draft.buyer ?? '').trim().length > 120) errors.buyer = "Keep the buyer's name under 120 characters.";
    const email = (draft.buyer_email ?? '').trim();
    if (email && !EMAIL_RE.test(email)) errors.buyer_email = 'Please enter a valid email address.';
    const last = draft.expires_on || '';
    if (last) {
        const shortest = shortestExpiry(today);
        if (last < shortest) errors.expires_on = `A gift card is valid at least a year: choose ${shortest.split('-').reverse().join('/')} or later.`;
        else if (last > addDays(today, 3 * 366)) errors.expires_on = 'Choose an expiry within three years.';
    }
    return errors;
};

/** What the batch is worth: count x amount, in rupees (the liability once paid). */
export const batchTotal = (draft: BatchDraft): number => {
    const count = Number(draft.count);
    const amount = Number(draft.amount);
    return Number.isFinite(count) && Number.isFinite(amount) ? count * amount : 0;
};
