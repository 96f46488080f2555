import type { MoneyWords } from '@/lib/money-words';

/** The design page's delivery and returns text (the specification's), with the money rules of the day. */
export function deliveryAndReturns(words: MoneyWords): string[] {
  return [
    'Free delivery and returns',
    'Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days',
    words.cod,
    '14-day exchange and returns',
    words.onlineDiscount,
  ].filter(Boolean);
}
