/**
 * A business order's payments in plain words, for its customer: what was received, what is asked now, and the
 * balance with when it is due. One function, so the order page and its test read the same sentences, in the page's
 * language (messages `orderPayments`; English, the default, word for word as the shop has always written them).
 */
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import type { OrderPayments } from './api/payments';
import { formatRupees } from './format';
import { localDate } from './local-format';

export interface PaymentWords {
  /** one sentence per payment received */
  received: string[];
  /** what is due now, and what follows */
  due: string[];
  /** the UPI button's words, when something is asked now */
  payLabel: string | null;
}

/** A language's `orderPayments` messages: `useTranslations('orderPayments')`. */
export type PaymentTranslate = (key: Exclude<keyof (typeof en)['orderPayments'], 'orPay'>, values?: Record<string, string | number>) => string;

const englishPayments = createTranslator({ locale: 'en', messages: en, namespace: 'orderPayments' });
const english: PaymentTranslate = (key, values) => englishPayments(key, values);

const percent = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)}%`;

/** When the balance is due: before dispatch (by the expected dispatch date), or on terms after it. */
export function balanceWhen(p: OrderPayments, t: PaymentTranslate = english, locale = 'en'): string {
  if (p.termsDays > 0) {
    return p.dueOn ? t('whenTermsDate', { date: localDate(p.dueOn, locale), days: p.termsDays }) : t('whenTerms', { days: p.termsDays });
  }
  return t('whenBeforeDispatch', { date: localDate(p.dueOn ?? p.dispatchBy, locale) });
}

export function paymentWords(p: OrderPayments, t: PaymentTranslate = english, locale = 'en'): PaymentWords {
  const received = p.payments.map((payment) =>
    t(payment.kind === 'advance' ? 'receivedAdvance' : 'receivedBalance', {
      amount: formatRupees(payment.amount),
      date: localDate(payment.receivedOn, locale),
      utr: payment.utr ? t('utr', { utr: payment.utr }) : '',
    }),
  );
  const due: string[] = [];
  const afterAdvance = p.total - p.advance;
  if (p.state === 'advance') {
    const rest = p.received > 0 ? t('stillToPay', { amount: formatRupees(p.asked) }) : '';
    due.push(t('advanceAsked', { advance: formatRupees(p.advance), percent: percent(p.advancePercent), total: formatRupees(p.total), rest }));
    if (afterAdvance > 0) due.push(t('thenBalance', { amount: formatRupees(afterAdvance), when: balanceWhen(p, t, locale) }));
  } else if (p.state === 'balance') {
    due.push(t('balanceDue', { amount: formatRupees(p.balance), when: balanceWhen(p, t, locale) }));
  } else if (p.state === 'paid') {
    due.push(t('paidInFull', { total: formatRupees(p.total) }));
  } else {
    due.push(t('cancelled'));
  }
  const asking = p.asked > 0 && p.upiLink && (p.state === 'advance' || p.state === 'balance');
  const payLabel = asking ? t(p.state === 'advance' ? 'payAdvance' : 'payBalance', { amount: formatRupees(p.asked) }) : null;
  return { received, due, payLabel };
}
