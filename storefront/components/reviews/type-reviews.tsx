'use client';
import { useTranslations } from 'next-intl';
/**
 * The design page's Reviews tab: custom prints are reviewed per product type and sleeve ("T-Shirt, Half Sleeve"),
 * so a product with sleeves offers them as a choice above the reviews.
 */
import { useId, useState } from 'react';
import { ReviewsPanel } from './reviews-panel';

export function TypeReviews({ productType, productName, sleeves }: { productType: string; productName: string; sleeves: string[] }) {
  const [sleeve, setSleeve] = useState(sleeves[0] ?? '');
  const name = useId();
  const t = useTranslations('designPage');
  return (
    <>
      {sleeves.length > 1 && (
        <fieldset className="choice-group">
          <legend>{t.rich('reviewsOf', { product: () => <span lang="en">{productName}</span> })}</legend>
          <div className="options">
            {sleeves.map((s) => (
              <label key={s} className="choice-btn">
                <input type="radio" name={name} value={s} checked={s === sleeve} onChange={() => setSleeve(s)} />
                {s}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <ReviewsPanel target={{ productType, sleeve }} />
    </>
  );
}
