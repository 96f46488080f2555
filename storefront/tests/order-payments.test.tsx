import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { OrderPayments as Payments } from '@/lib/api/payments';
import { paymentWords } from '@/lib/payment-words';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }) }));
const getPayments = vi.fn();
vi.mock('@/lib/api/payments', () => ({ paymentsApi: { get: (orderId: string) => getPayments(orderId) } }));

import { OrderPayments } from '@/components/payments/order-payments';

const ADVANCE_DUE: Payments = {
  orderId: 'RZ-7K2M9QXA',
  quoteNumber: 'QT-26-000012',
  state: 'advance',
  total: 85140,
  advancePercent: 50,
  advance: 42570,
  received: 0,
  balance: 85140,
  asked: 42570,
  termsDays: 0,
  dispatchBy: '2026-12-14',
  dueOn: '2026-12-14',
  upiId: 'rangrez@okaxis',
  upiLink: 'upi://pay?pa=rangrez@okaxis&pn=Rangrez&am=42570.00&cu=INR&tn=RZ-7K2M9QXA',
  payments: [],
};
const ADVANCE_PAID: Payments = {
  ...ADVANCE_DUE,
  state: 'balance',
  received: 42570,
  balance: 42570,
  asked: 42570,
  upiLink: 'upi://pay?pa=rangrez@okaxis&pn=Rangrez&am=42570.00&cu=INR&tn=RZ-7K2M9QXA',
  payments: [{ kind: 'advance', amount: 42570, receivedOn: '2026-12-02', utr: '612345678901' }],
};

describe('a business order’s payments in plain words', () => {
  it('asks for the advance, says printing waits for it, and when the balance follows', () => {
    expect(paymentWords(ADVANCE_DUE)).toEqual({
      received: [],
      due: [
        'Advance asked: ₹42,570, 50% of ₹85,140. We start printing once it is paid.',
        'Then the balance of ₹42,570 is due before dispatch, by 14/12/2026.',
      ],
      payLabel: 'Pay the advance of ₹42,570 by UPI',
    });
  });

  it('shows the advance received with its date and UTR, and the balance due before dispatch', () => {
    expect(paymentWords(ADVANCE_PAID)).toEqual({
      received: ['Advance of ₹42,570 received on 02/12/2026 (UTR 612345678901).'],
      due: ['Balance due: ₹42,570, before dispatch, by 14/12/2026.'],
      payLabel: 'Pay the balance of ₹42,570 by UPI',
    });
  });

  it('a business on net 30 owes the balance 30 days after dispatch: before it, within; after it, by the date', () => {
    const terms = { ...ADVANCE_PAID, termsDays: 30, dueOn: null };
    expect(paymentWords(terms).due).toEqual(['Balance due: ₹42,570, within 30 days of dispatch.']);
    expect(paymentWords({ ...terms, dueOn: '2027-01-13' }).due).toEqual(['Balance due: ₹42,570, by 13/01/2027 (30 days after dispatch).']);
  });

  it('a paid order is thanked and asks nothing; a cancelled one owes nothing', () => {
    const paid = { ...ADVANCE_PAID, state: 'paid' as const, received: 85140, balance: 0, asked: 0, upiLink: null };
    expect(paymentWords(paid)).toMatchObject({ due: ['Paid in full: ₹85,140. Thank you.'], payLabel: null });
    expect(paymentWords({ ...paid, state: 'cancelled' }).due).toEqual(['This order is cancelled: nothing more is due.']);
  });
});

describe('the order page’s Payment section', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows what was received, the balance and a UPI link of the amount asked now', async () => {
    getPayments.mockResolvedValue(ADVANCE_PAID);
    render(<OrderPayments orderId="RZ-7K2M9QXA" />);
    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(getPayments).toHaveBeenCalledWith('RZ-7K2M9QXA');
    expect(screen.getByRole('list', { name: 'Payments received' })).toHaveTextContent('Advance of ₹42,570 received on 02/12/2026 (UTR 612345678901).');
    expect(screen.getByText('Balance due: ₹42,570, before dispatch, by 14/12/2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay the balance of ₹42,570 by UPI' })).toHaveAttribute('href', ADVANCE_PAID.upiLink);
  });

  it('shows nothing for an order that has no advance or balance', async () => {
    getPayments.mockRejectedValue(new ApiError('This order is not a business order: it has no advance or balance.', 404));
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = render(<OrderPayments orderId="RZ-1" />));
    });
    expect(getPayments).toHaveBeenCalledWith('RZ-1');
    expect(container).toBeEmptyDOMElement();
  });
});
