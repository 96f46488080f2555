'use client';
/**
 * The shop's colour palette as a group of radio buttons drawn as swatches: arrow keys move between them, a tap
 * picks one, and each is named for screen readers.
 */
import { useTranslations } from 'next-intl';
import type { Colour } from '@/lib/api/types';

interface Props {
  name: string;
  legend: string;
  palette: Colour[];
  value: string | null;
  onChange: (hex: string) => void;
}

export function PaletteSwatches({ name, legend, palette, value, onChange }: Props) {
  const e = useTranslations('editor');
  const chosen = palette.find((c) => c.hex.toLowerCase() === value?.toLowerCase());
  return (
    <fieldset className="studio-palette">
      <legend>
        {/* the shop's colour names, in English (as the swatches below) */}
        {legend}: <span className="muted" lang={chosen ? 'en' : undefined}>{chosen?.name ?? value ?? e('noColour')}</span>
      </legend>
      <div className="studio-swatches">
        {palette.map((c) => (
          <label key={c.hex + c.name} className="studio-swatch" style={{ background: c.hex }} title={c.name} lang="en">
            <input
              type="radio"
              name={name}
              className="studio-swatch-input"
              value={c.hex}
              checked={chosen?.hex === c.hex}
              aria-label={c.name}
              onChange={() => onChange(c.hex)}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
