/**
 * The shop's store credit grant, checked as the server checks it (core/wallet/services/credit.py::credit_grant):
 * from ₹1 to ₹1,00,000 in rupees and paise, and a reason of 3 to 300 characters (the customer reads it in their
 * history; the audit trail keeps it). What a move's kind says to the team.
 */
export const MAX_GRANT = 100000;
const AMOUNT_RE = /^\d{1,6}(\.\d{1,2})?$/;

export type GrantErrors = Partial<Record<'amount' | 'reason', string>>;

export const grantErrors = (amount: string, reason: string): GrantErrors => {
    const errors: GrantErrors = {};
    const text = amount.trim();
    const value = Number(text);
    if (!AMOUNT_RE.test(text) || value < 1 || value > MAX_GRANT) errors.amount = `Grant from Rs 1 to Rs ${MAX_GRANT}.`;
    const why = reason.trim();
    if (why.length < 3 || why.length > 300) errors.reason = 'Say why (3 to 300 characters): the customer sees it in their history.';
    return errors;
};

export const MOVE_WORDS: Record<string, string> = {
    return: 'Refund of a return',
    rto: 'Refund of a parcel returned to us',
    grant: 'Granted by the shop',
    spent: 'Spent on an order',
    restored: 'Given back (order cancelled)',
};
