import type { MoneyWords } from '@/lib/money-words';

/** The top banner's messages of the specification: the club, free shipping (from the money rules), the new collection. */
export function bannerMessages(words: MoneyWords, newCollection = 'New collection launched: shop the Renaissance range'): string[] {
  return [words.club && `${words.club}!`, words.freeShipping, newCollection].filter(Boolean);
}
