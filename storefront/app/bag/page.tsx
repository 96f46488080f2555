import type { Metadata } from 'next';
import { BagView } from '@/components/bag/bag-view';
import { OffersBanner } from '@/components/promotions/offers-banner';
import { getMoneyRules, getReturnPolicy } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';
import { returnWords } from '@/lib/return-words';

export const metadata: Metadata = { title: 'Your bag' };
/** Rendered per request (issue 28 keeps only the public pages in Next's cache): the bag is a person's own. */
export const dynamic = 'force-dynamic';

export default async function BagPage() {
  return (
    <div className="container page">
      <h1>Your bag</h1>
      <OffersBanner />
      <BagView words={moneyWords(await getMoneyRules())} delivery={returnWords(await getReturnPolicy()).productDelivery || 'Free Delivery'} />
    </div>
  );
}
