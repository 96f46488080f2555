'use client';
import { useTranslations } from 'next-intl';
/** The order form's product, sleeve and colour fields. */
import { formatRupees } from '@/lib/format';
import { HEX_RE } from '@/lib/studio/rules';
import type { StudioProductState } from './use-studio-product';

export function ProductFields({ state, err }: { state: StudioProductState; err: (field: string) => string | undefined }) {
  const t = useTranslations('studio');
  const { products, colours, product, chosen, hasSleeves, sleeve, colour, colourText, pickColour } = state;
  return (
    <>
      <div className="field">
        <label htmlFor="studio-product">{t('product')}</label>
        <select
          id="studio-product"
          value={product}
          onChange={(e) => state.chooseProduct(e.target.value)}
          aria-invalid={!!err('product')}
          required
        >
          <option value="">{t('selectProduct')}</option>
          {products.map((p) => (
            <option key={p.slug} value={p.slug} lang="en">
              {p.name}
            </option>
          ))}
        </select>
        {err('product') && <span className="field-error">{err('product')}</span>}
      </div>

      {hasSleeves && (
        <div className="field">
          <label htmlFor="studio-sleeve">{t('sleeve')}</label>
          <select id="studio-sleeve" value={sleeve} onChange={(e) => state.setSleeve(e.target.value)} aria-invalid={!!err('sleeve')} required>
            <option value="">{t('selectSleeve')}</option>
            {chosen?.sleeves.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name} ({formatRupees(s.price)})
              </option>
            ))}
          </select>
          {err('sleeve') && <span className="field-error">{err('sleeve')}</span>}
        </div>
      )}

      <fieldset>
        <legend>{t('colour')}</legend>
        <div className="studio-swatches">
          {colours.map((c) => (
            <button
              key={c.hex + c.name}
              type="button"
              className="studio-swatch"
              title={c.name}
              // the shop's colour names, in English
              lang="en"
              aria-label={c.name}
              aria-pressed={colour === c.hex}
              style={{ background: c.hex }}
              onClick={() => pickColour(c.hex)}
            />
          ))}
        </div>
        <div className="colour-row field" style={{ marginBottom: 0 }}>
          <label className="visually-hidden" htmlFor="studio-colour-picker">
            {t('colourPicker')}
          </label>
          <input id="studio-colour-picker" type="color" value={colour} onChange={(e) => pickColour(e.target.value)} />
          <label className="visually-hidden" htmlFor="studio-colour-hex">
            {t('colourHex')}
          </label>
          <input
            id="studio-colour-hex"
            type="text"
            placeholder="#FFFFFF"
            value={colourText}
            aria-invalid={!!err('color')}
            onChange={(e) => {
              const v = e.target.value.trim();
              state.setColourText(v);
              const hex = v.startsWith('#') ? v : `#${v}`;
              if (HEX_RE.test(hex)) pickColour(hex);
            }}
          />
          <span className="muted" lang="en">
            {colours.find((c) => c.hex === colour)?.name ?? colour.toUpperCase()}
          </span>
        </div>
        {err('color') && <span className="field-error">{err('color')}</span>}
      </fieldset>
    </>
  );
}
