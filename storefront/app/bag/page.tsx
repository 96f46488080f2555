import type { Metadata } from 'next';
import { BagView } from '@/components/bag/bag-view';
import { getMoneyRules } from '@/lib/api/server';
import { moneyWords } from '@/lib/money-words';

export const metadata: Metadata = { title: 'Your bag' };

export default async function BagPage() {
  return (
    <div className="container page">
      <h1>Your bag</h1>
      <BagView words={moneyWords(await getMoneyRules())} />
    </div>
  );
}
