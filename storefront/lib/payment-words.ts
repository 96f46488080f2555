/**
 * A business order's payments in plain words, for its customer: what was received, what is asked now, and the
 * balance with when it is due. One function, so the order page and its test read the same sentences.
 */
import type { OrderPayments } from './api/payments';
import { formatDate, formatRupees } from './format';

export interface PaymentWords {
  /** one sentence per payment received */
  received: string[];
  /** what is due now, and what follows */
  due: string[];
  /** the UPI button's words, when something is asked now */
  payLabel: string | null;
}

const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}%`;

/** When the balance is due: before dispatch (by the expected dispatch date), or on terms after it. */
export function balanceWhen(p: OrderPayments): string {
  if (p.termsDays > 0) {
    return p.dueOn ? `by ${formatDate(p.dueOn)} (${p.termsDays} days after dispatch)` : `within ${p.termsDays} days of dispatch`;
  }
  return `before dispatch, by ${formatDate(p.dueOn ?? p.dispatchBy)}`;
}

export function paymentWords(p: OrderPayments): PaymentWords {
  const received = p.payments.map((payment) => {
    const what = payment.kind === 'advance' ? 'Advance' : 'Balance';
    const utr = payment.utr ? ` (UTR ${payment.utr})` : '';
    return `${what} of ${formatRupees(payment.amount)} received on ${formatDate(payment.receivedOn)}${utr}.`;
  });
  const due: string[] = [];
  const afterAdvance = p.total - p.advance;
  if (p.state === 'advance') {
    const rest = p.received > 0 ? ` (${formatRupees(p.asked)} of it still to pay)` : '';
    due.push(`Advance asked: ${formatRupees(p.advance)}, ${percent(p.advancePercent)} of ${formatRupees(p.total)}${rest}. We start printing once it is paid.`);
    if (afterAdvance > 0) due.push(`Then the balance of ${formatRupees(afterAdvance)} is due ${balanceWhen(p)}.`);
  } else if (p.state === 'balance') {
    due.push(`Balance due: ${formatRupees(p.balance)}, ${balanceWhen(p)}.`);
  } else if (p.state === 'paid') {
    due.push(`Paid in full: ${formatRupees(p.total)}. Thank you.`);
  } else {
    due.push('This order is cancelled: nothing more is due.');
  }
  const asking = p.asked > 0 && p.upiLink && (p.state === 'advance' || p.state === 'balance');
  const payLabel = asking ? `Pay the ${p.state === 'advance' ? 'advance' : 'balance'} of ${formatRupees(p.asked)} by UPI` : null;
  return { received, due, payLabel };
}
