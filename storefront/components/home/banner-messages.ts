import type { MoneyWords } from '@/lib/money-words';

/** The top banner's messages of the specification: the club, free shipping (from the money rules), the new collection. */
export function bannerMessages(words: MoneyWords): string[] {
  return [words.club && `${words.club}!`, words.freeShipping, 'New collection launched: shop the Renaissance range'].filter(Boolean);
}
