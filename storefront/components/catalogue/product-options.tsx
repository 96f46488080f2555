'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CatalogueItem } from '@/lib/api/types';
import { AddToBag } from '@/components/bag/add-to-bag';
import { SizeScale } from './size-scale';

/** Colour and size buttons, the size-scale picture (downloads the size chart of the product's sizes) and Add to Bag. */
export function ProductOptions({ item }: { item: CatalogueItem }) {
  const t = useTranslations('product');
  const [colour, setColour] = useState(item.color);
  const [size, setSize] = useState<string | null>(null);
  const colours = [item.color];
  return (
    <div>
      <fieldset className="choice-group">
        <legend>{t.rich('colourOf', { colour, c: (chunks) => <span lang="en">{chunks}</span> })}</legend>
        <div className="options">
          {colours.map((c) => (
            <button key={c} type="button" className="choice-btn" aria-pressed={colour === c} onClick={() => setColour(c)}>
              <span className="swatch" style={{ background: item.colorHex ?? '#7b3fe4' }} aria-hidden="true" />
              <span lang="en">{c}</span>
            </button>
          ))}
        </div>
      </fieldset>
      <fieldset className="choice-group">
        <legend>{size ? t('sizeChosen', { size }) : t('size')}</legend>
        <div className="options">
          {item.sizes.map((s) => (
            <button key={s} type="button" className="choice-btn" aria-pressed={size === s} onClick={() => setSize(s)}>
              {s}
            </button>
          ))}
        </div>
      </fieldset>
      <SizeScale sizes={item.sizes} />
      <div className="bag-row">
        <AddToBag item={{ id: item.id, name: item.name, price: item.price, color: colour, sizes: item.sizes, images: item.images }} size={size} />
      </div>
    </div>
  );
}
