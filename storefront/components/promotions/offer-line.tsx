/** The automatic offers' line of a price breakdown ("Buy 3, cheapest free −₹699.00"), before the code's. */
import type { Breakdown } from '@/lib/api/types';
import { formatRupees } from '@/lib/format';

export function OfferLine({ breakdown: b }: { breakdown: Breakdown }) {
  if (!b.offerDiscount || b.offerDiscount <= 0) return null;
  return (
    <>
      <dt data-testid="offer-line">{b.offerName}</dt>
      <dd>−{formatRupees(b.offerDiscount)}</dd>
    </>
  );
}
