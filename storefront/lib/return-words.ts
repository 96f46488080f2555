/**
 * The returns promises, worded from the owner's returns settings (GET /api/returns/policy/, read per page by
 * `getReturnPolicy`): no number of days is written anywhere else in the storefront. With the default 14 days and
 * free return shipping each phrase is the specification's own text, word for word (tests/return-words.test.ts).
 * Without the policy (the shop could not say) every phrase is '' and the page leaves it out.
 */
import type { ReturnPolicy } from './api/returns';

export interface ReturnWords {
  /** '14-day exchange and returns': design page, Orders & Returns. */
  exchangeAndReturns: string;
  /** 'Secure transactions with hassle-free 14-day returns': product page, Orders & Returns. */
  hassleFree: string;
  /** 'Free Delivery, Free Returns*' (product page); 'Free Delivery' when return shipping is not free. */
  productDelivery: string;
  /** 'Free delivery and returns' (design page, Orders & Returns); 'Free delivery' when return shipping is not free. */
  designDelivery: string;
  /** The asterisk's note: which returns travel free, and how long a customer has. */
  freeReturnsNote: string;
}

const NONE: ReturnWords = { exchangeAndReturns: '', hassleFree: '', productDelivery: '', designDelivery: '', freeReturnsNote: '' };

export function returnWords(policy: ReturnPolicy | null): ReturnWords {
  if (!policy) return NONE;
  const days = `${policy.windowDays}-day`;
  const free = policy.freeReturnShipping;
  return {
    exchangeAndReturns: `${days} exchange and returns`,
    hassleFree: `Secure transactions with hassle-free ${days} returns`,
    productDelivery: free ? 'Free Delivery, Free Returns*' : 'Free Delivery',
    designDelivery: free ? 'Free delivery and returns' : 'Free delivery',
    freeReturnsNote: free
      ? `*Return shipping is free when the fault is ours (a print defect, damage in transit, a wrong item or a size other than ordered), within ${policy.windowDays} days of delivery.`
      : '',
  };
}
