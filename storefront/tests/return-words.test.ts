import { describe, expect, it } from 'vitest';
import { deliveryAndReturns } from '@/components/studio/delivery-returns';
import { moneyWords } from '@/lib/money-words';
import { reasonsFor, toReturnPolicy } from '@/lib/api/returns';
import { returnWords } from '@/lib/return-words';
import { SPEC_RULES } from './fixtures';

const POLICY_RAW = {
  window_days: 14,
  free_return_shipping: true,
  custom_prints_returnable: true,
  reasons: [
    { code: 'print_defect', label: 'Print defect', shop_fault: true, photo_required: true, catalogue: true, custom: true },
    { code: 'damaged', label: 'Damaged in transit', shop_fault: true, photo_required: true, catalogue: true, custom: true },
    { code: 'size_exchange', label: 'Does not fit', shop_fault: false, photo_required: false, catalogue: true, custom: false },
  ],
};
const POLICY = toReturnPolicy(POLICY_RAW);

describe('the returns promises with the default policy', () => {
  const w = returnWords(POLICY);
  it('are the specification’s texts, word for word', () => {
    expect(w.exchangeAndReturns).toBe('14-day exchange and returns');
    expect(w.hassleFree).toBe('Secure transactions with hassle-free 14-day returns');
    expect(w.productDelivery).toBe('Free Delivery, Free Returns*');
    expect(w.designDelivery).toBe('Free delivery and returns');
    expect(w.freeReturnsNote).toMatch(/^\*Return shipping is free when the fault is ours/);
  });
  it('fill the design page’s delivery list as the specification lists it', () => {
    expect(deliveryAndReturns(moneyWords(SPEC_RULES), w)).toEqual([
      'Free delivery and returns',
      'Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days',
      'Cash on delivery for orders below ₹5000',
      '14-day exchange and returns',
      '5% off online payments under Rs 5000',
    ]);
  });
});

describe('when the owner changes the policy', () => {
  it('follows the window and drops the free-returns promise', () => {
    const w = returnWords({ ...POLICY, windowDays: 7, freeReturnShipping: false });
    expect(w.exchangeAndReturns).toBe('7-day exchange and returns');
    expect(w.hassleFree).toBe('Secure transactions with hassle-free 7-day returns');
    expect(w.productDelivery).toBe('Free Delivery');
    expect(w.designDelivery).toBe('Free delivery');
    expect(w.freeReturnsNote).toBe('');
    expect(Object.values(w).join(' ')).not.toContain('14');
  });
  it('promises nothing without the policy', () => {
    expect(Object.values(returnWords(null)).every((t) => t === '')).toBe(true);
  });
});

describe('the reasons offered', () => {
  it('a custom print gets only the shop’s faults; a catalogue design every reason', () => {
    expect(reasonsFor(POLICY, true).map((r) => r.code)).toEqual(['print_defect', 'damaged']);
    expect(reasonsFor(POLICY, false).map((r) => r.code)).toEqual(['print_defect', 'damaged', 'size_exchange']);
  });
});
