import type { MoneyWords } from '@/lib/money-words';
import type { ReturnWords } from '@/lib/return-words';

/** The design page's delivery and returns text (the specification's), with the money rules and returns policy of the day. */
export function deliveryAndReturns(words: MoneyWords, returns: ReturnWords, t?: (key: 'freeDelivery' | 'deliveryDays') => string): string[] {
  return [
    returns.designDelivery || (t ? t('freeDelivery') : 'Free delivery'),
    t ? t('deliveryDays') : 'Delhi and Gurgaon 1-2 days, metro cities 2-3 days, others 3-5 days',
    words.cod,
    returns.exchangeAndReturns,
    words.onlineDiscount,
  ].filter(Boolean);
}
