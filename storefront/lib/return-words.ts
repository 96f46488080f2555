/**
 * The returns promises, worded from the owner's returns settings (GET /api/returns/policy/, read per page by
 * `getReturnPolicy`): no number of days is written anywhere else in the storefront. With the default 14 days and
 * free return shipping each phrase is the specification's own text, word for word (tests/return-words.test.ts).
 * Without the policy (the shop could not say) every phrase is '' and the page leaves it out.
 */
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import type { ReturnPolicy } from './api/returns';

/** A language's `returnWords` messages: `useTranslations('returnWords')` or `await getTranslations('returnWords')`. */
export type ReturnTranslate = (key: keyof (typeof en)['returnWords'], values?: Record<string, string | number>) => string;
const englishReturns = createTranslator({ locale: 'en', messages: en, namespace: 'returnWords' });
/** The English wording (messages/en.json), the specification's text word for word: the default everywhere. */
const english: ReturnTranslate = (key, values) => englishReturns(key, values);

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

export function returnWords(policy: ReturnPolicy | null, t: ReturnTranslate = english): ReturnWords {
  if (!policy) return NONE;
  const days = policy.windowDays;
  const free = policy.freeReturnShipping;
  return {
    exchangeAndReturns: t('exchangeAndReturns', { days }),
    hassleFree: t('hassleFree', { days }),
    productDelivery: free ? t('productDeliveryFree') : t('productDelivery'),
    designDelivery: free ? t('designDeliveryFree') : t('designDelivery'),
    freeReturnsNote: free ? t('freeReturnsNote', { days }) : '',
  };
}
