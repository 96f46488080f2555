'use client';
/** A header link to the bag with its number of pieces (for the storefront's header, if wanted). */
import Link from 'next/link';
import { bagCount } from '@/lib/bag/bag';
import { useBag } from '@/lib/bag/store';

export function BagLink({ className }: { className?: string }) {
  const [lines] = useBag();
  const n = bagCount(lines);
  return (
    <Link href="/bag" className={className} aria-label={`Bag, ${n} ${n === 1 ? 'piece' : 'pieces'}`}>
      Bag{n > 0 ? ` (${n})` : ''}
    </Link>
  );
}
