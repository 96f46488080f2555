import type { Metadata } from 'next';
import { BagView } from '@/components/bag/bag-view';

export const metadata: Metadata = { title: 'Your bag' };

export default function BagPage() {
  return (
    <div className="container page">
      <h1>Your bag</h1>
      <BagView />
    </div>
  );
}
