'use client';
/** Add to Bag on /brevity/{id}: the item with the page's colour and size (or a size chosen here). */
import Link from 'next/link';
import { useState } from 'react';
import type { CatalogueItem } from '@/lib/api/types';
import { useBag } from '@/lib/bag/store';
import { bagCount } from '@/lib/bag/bag';
import './bag.css';
import { Notice } from '@/components/ui/notice';

export type BagItemInfo = Pick<CatalogueItem, 'id' | 'name' | 'price' | 'color' | 'sizes' | 'images'>;

export function AddToBag({ item, size }: { item: BagItemInfo; size?: string | null }) {
  const [lines, dispatch] = useBag();
  const [ownSize, setOwnSize] = useState('');
  const [added, setAdded] = useState('');
  const [error, setError] = useState('');
  const chosen = size ?? ownSize;

  const add = () => {
    if (!chosen) {
      setError('Please choose a size.');
      return;
    }
    dispatch({
      type: 'add',
      line: { itemId: item.id, name: item.name, price: item.price, color: item.color, size: chosen, quantity: 1, image: item.images[0] ?? null },
    });
    setError('');
    setAdded(`${item.name} (${chosen}) is in your bag.`);
  };

  return (
    <div className="add-to-bag">
      {size === undefined && (
        <div className="field">
          <label htmlFor={`bag-size-${item.id}`}>Size</label>
          <select id={`bag-size-${item.id}`} value={ownSize} onChange={(e) => setOwnSize(e.target.value)}>
            <option value="">Select size</option>
            {item.sizes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      )}
      <button type="button" className="btn btn-block" onClick={add}>
        Add to Bag
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {added && (
        <Notice kind="ok">
          {added} <Link href="/bag">View bag ({bagCount(lines)})</Link>
        </Notice>
      )}
    </div>
  );
}
