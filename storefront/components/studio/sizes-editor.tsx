'use client';
import { useTranslations } from 'next-intl';
/** The order form's sizes and quantities: pick a size (or a custom one) and a quantity, add it, edit the list. */
import { CUSTOM_SIZE, removeLine, setLineQuantity } from '@/lib/studio/rules';
import type { SizeLinesState } from './use-size-lines';

interface Props {
  /** The catalogue's sizes; when the product has none only a quantity is asked for. */
  sizes: string[];
  hasSizes: boolean;
  state: SizeLinesState;
  err: (field: string) => string | undefined;
}

export function SizesEditor({ sizes, hasSizes, state, err }: Props) {
  const t = useTranslations('studio');
  const { size, customSize, setCustomSize, quantity, setQuantity, lines, setLines, sizeError, chooseSize, addSize } = state;
  const quantityInput = (
    <>
      <label htmlFor="studio-quantity">{t('quantity')}</label>
      <input id="studio-quantity" type="number" inputMode="numeric" min={1} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
    </>
  );

  if (!hasSizes) {
    return (
      <div className="field">
        {quantityInput}
        {(sizeError || err('sizes')) && <span className="field-error">{sizeError || err('sizes')}</span>}
      </div>
    );
  }

  return (
    <fieldset>
      <legend>{t('sizes')}</legend>
      <div className="size-row">
        <div className="field" style={{ marginBottom: 0 }}>
          <label htmlFor="studio-size">{t('size')}</label>
          <select id="studio-size" value={size} onChange={(e) => chooseSize(e.target.value)}>
            <option value="">{t('selectSize')}</option>
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        {size === CUSTOM_SIZE && (
          <div className="field" style={{ marginBottom: 0 }}>
            <label htmlFor="studio-custom-size">{t('customSize')}</label>
            <input
              id="studio-custom-size"
              type="number"
              inputMode="numeric"
              min={6}
              placeholder="6"
              value={customSize}
              onChange={(e) => setCustomSize(e.target.value)}
            />
          </div>
        )}
        <div className="field" style={{ marginBottom: 0 }}>
          {quantityInput}
        </div>
        <button type="button" className="btn btn-small btn-outline" onClick={addSize}>
          {t('addSize')}
        </button>
      </div>
      {sizeError && <span className="field-error">{sizeError}</span>}
      {lines.length > 0 && (
        <ul className="size-lines" aria-label={t('chosenSizes')}>
          {lines.map((l) => (
            <li key={l.size}>
              <strong>{l.size}</strong>
              <label className="visually-hidden" htmlFor={`qty-${l.size}`}>
                {t('quantityOf', { size: l.size })}
              </label>
              <input
                id={`qty-${l.size}`}
                type="number"
                min={1}
                value={l.quantity}
                onChange={(e) => setLines((all) => setLineQuantity(all, l.size, Math.max(1, Number(e.target.value) || 1)))}
              />
              <button type="button" className="link-button" onClick={() => setLines((all) => removeLine(all, l.size))}>
                {t('removeSize', { size: l.size })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {err('sizes') && <span className="field-error">{err('sizes')}</span>}
    </fieldset>
  );
}
