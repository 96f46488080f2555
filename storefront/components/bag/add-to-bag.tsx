'use client';

import { useTranslations } from 'next-intl';/** Add to Bag on /brevity/{id}: the item with the page's colour and size (or a size chosen here). */
import { Link } from '@/i18n/navigation';
import { useState } from 'react';
import type { CatalogueItem } from '@/lib/api/types';
import { useBag } from '@/lib/bag/store';
import { bagCount } from '@/lib/bag/bag';
import { Notice } from '@/components/ui/notice';

export type BagItemInfo = Pick<CatalogueItem, 'id' | 'name' | 'price' | 'color' | 'sizes' | 'images'>;

export function AddToBag({ item, size }: { item: BagItemInfo; size?: string | null }) {
  const t = useTranslations('product');
  const [lines, dispatch] = useBag();
  const [ownSize, setOwnSize] = useState('');
  const [added, setAdded] = useState('');
  const [error, setError] = useState('');
  const chosen = size ?? ownSize;

  const add = () => {
    if (!chosen) {
      setError(t('chooseSize'));
      return;
    }
    dispatch({
      type: 'add',
      line: { itemId: item.id, name: item.name, price: item.price, color: item.color, size: chosen, quantity: 1, image: item.images[0] ?? null },
    });
    setError('');
    setAdded(t('added', { name: item.name, size: chosen }));
  };

  return (
    <div className="add-to-bag">
      {size === undefined && (
        <div className="field">
          <label htmlFor={`bag-size-${item.id}`}>{t('size')}</label>
          <select id={`bag-size-${item.id}`} value={ownSize} onChange={(e) => setOwnSize(e.target.value)}>
            <option value="">{t('selectSize')}</option>
            {item.sizes.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
      )}
      <button type="button" className="btn btn-block" onClick={add}>
        {t('addToBag')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {added && (
        <Notice kind="ok">
          {added} <Link href="/bag">{t('viewBag', { count: bagCount(lines) })}</Link>
        </Notice>
      )}
    </div>
  );
}
