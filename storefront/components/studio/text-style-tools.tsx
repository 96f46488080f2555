'use client';
import { useTranslations } from 'next-intl';
/**
 * The text's look: colour from the shop's palette, alignment, letter spacing, a straight line or an arc (up or
 * down, with its radius in printed inches), an outline and a shadow. Native radios, sliders and checkboxes: each
 * works with the keyboard, a screen reader and a finger at 360 px.
 */
import type { Colour } from '@/lib/api/types';
import type { Curve } from '@/lib/studio/arc';
import { PaletteSwatches } from './palette-swatches';
import { type Align, OUTLINE_MM, RADIUS_IN, SPACING } from './text-style';
import type { TextTool } from './use-text-tool';

// the second of each pair names its words in messages/*.json's `studio`
const ALIGNS: [Align, string][] = [
  ['left', 'left'],
  ['center', 'centre'],
  ['right', 'right'],
];
const CURVES: [Curve, string][] = [
  ['none', 'straight'],
  ['up', 'arcUp'],
  ['down', 'arcDown'],
];

function Choices<T extends string>({ legend, name, options, value, disabled, onChange }: {
  legend: string;
  name: string;
  options: [T, string][];
  value: T;
  disabled?: boolean;
  onChange: (v: T) => void;
}) {
  const t = useTranslations('studio');
  return (
    <fieldset className="studio-choices" disabled={disabled}>
      <legend>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v} className="studio-choice">
          <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} />
          {t(label as 'left')}
        </label>
      ))}
    </fieldset>
  );
}

export function TextStyleTools({ tool, palette }: { tool: TextTool; palette: Colour[] }) {
  const t = useTranslations('studio');
  const s = useTranslations('studioStyle');
  const { style, change } = tool;
  const radius = style.radiusIn;
  return (
    <div className="studio-style-tools">
      <PaletteSwatches name="studio-text-colour" legend={s('textColour')} palette={palette} value={style.fill} onChange={(fill) => void change({ fill })} />
      <Choices legend={s('shape')} name="studio-curve" options={CURVES} value={style.curve} onChange={(curve) => void change({ curve })} />
      {style.curve !== 'none' && (
        <div className="studio-slider">
          <label htmlFor="studio-radius">{t('arcRadius')}</label>
          <input
            id="studio-radius"
            type="range"
            min={RADIUS_IN.min}
            max={RADIUS_IN.max}
            step={RADIUS_IN.step}
            value={radius ?? RADIUS_IN.default}
            aria-valuetext={radius ? `${radius} inches` : 'fits the text'}
            onChange={(e) => void change({ radiusIn: Number(e.target.value) }, { slider: true })}
          />
          <output htmlFor="studio-radius">{radius ? `${radius} in` : 'fits the text'}</output>
        </div>
      )}
      <Choices
        legend={style.curve === 'none' ? t('alignment') : t('alignmentArc')}
        name="studio-align"
        options={ALIGNS}
        value={style.curve === 'none' ? style.align : 'center'}
        disabled={style.curve !== 'none'}
        onChange={(align) => void change({ align })}
      />
      <div className="studio-slider">
        <label htmlFor="studio-spacing">{t('spacing')}</label>
        <input
          id="studio-spacing"
          type="range"
          min={SPACING.min}
          max={SPACING.max}
          step={SPACING.step}
          value={style.spacing}
          aria-valuetext={`${Math.round(style.spacing / 10)} percent of the letter size`}
          onChange={(e) => void change({ spacing: Number(e.target.value) }, { slider: true })}
        />
        <output htmlFor="studio-spacing">{`${Math.round(style.spacing / 10)}%`}</output>
      </div>
      <label className="studio-check">
        <input type="checkbox" checked={!!style.outline} onChange={(e) => void change({ outline: e.target.checked ? tool.outlineColour : null })} />
        {t('outline')}
      </label>
      {style.outline && (
        <>
          <PaletteSwatches name="studio-outline-colour" legend={s('outlineColour')} palette={palette} value={style.outline} onChange={(outline) => void change({ outline })} />
          <div className="studio-slider">
            <label htmlFor="studio-outline">{t('outlineThickness')}</label>
            <input
              id="studio-outline"
              type="range"
              min={OUTLINE_MM.min}
              max={OUTLINE_MM.max}
              step={OUTLINE_MM.step}
              value={style.outlineMm}
              aria-valuetext={`${style.outlineMm} millimetres`}
              onChange={(e) => void change({ outlineMm: Number(e.target.value) }, { slider: true })}
            />
            <output htmlFor="studio-outline">{`${style.outlineMm} mm`}</output>
          </div>
        </>
      )}
      <label className="studio-check">
        <input type="checkbox" checked={style.shadow} onChange={(e) => void change({ shadow: e.target.checked })} />
        {t('shadow')}
      </label>
    </div>
  );
}
