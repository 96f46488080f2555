'use client';
/**
 * The rating as five radio buttons ("1 star" ... "5 stars"): arrow keys move between them as in any radio group,
 * and each is drawn as a star; the chosen one and those below it are filled.
 */
import { useTranslations } from 'next-intl';
import { useId } from 'react';

export function StarInput({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  const name = useId();
  const t = useTranslations('myReviews');
  const errorId = `${name}-error`;
  return (
    <fieldset className="star-input" aria-describedby={error ? errorId : undefined}>
      <legend>{t('yourRating')}</legend>
      <div className="options">
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={stars <= value ? 'on' : undefined}>
            <input type="radio" name={name} value={stars} checked={stars === value} onChange={() => onChange(stars)} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {t('stars', { count: stars })}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <span className="field-error" id={errorId}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
