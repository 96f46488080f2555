'use client';
import { useTranslations } from 'next-intl';
/**
 * The font picker: each face as a radio button showing its sample in its own script (a Latin face's name, an Indian
 * face's script named in that script), drawn in that face, and the face's name. Closed, it says the chosen face and
 * fetches nothing; opened, the samples' files are fetched (only the subsets they draw: editor-fonts.ts).
 */
import { STUDIO_FONTS, fontSample } from '@/lib/studio/fonts';
import { registerSamples, sampleFamily } from './editor-fonts';

interface Props {
  value: string;
  onChange: (family: string) => void;
}

export function FontPicker({ value, onChange }: Props) {
  const t = useTranslations('studioStyle');
  const f = useTranslations('studio');
  return (
    <details className="studio-fonts" onToggle={(e) => e.currentTarget.open && registerSamples()}>
      <summary>
        {t.rich('fontChosen', { font: value, b: (chunks) => <strong lang="en">{chunks}</strong> })}
      </summary>
      <fieldset className="studio-font-list">
        <legend className="visually-hidden">{f('font')}</legend>
        {STUDIO_FONTS.map((font) => {
          const sample = fontSample(font);
          return (
            <label key={font.family} className="studio-font">
              <input type="radio" name="studio-font" value={font.family} checked={value === font.family} onChange={() => onChange(font.family)} />
              <span className="studio-font-sample" lang={sample.lang} style={{ fontFamily: `"${sampleFamily(font.family)}", var(--font-geist-sans), sans-serif` }}>
                {sample.text}
              </span>{' '}
              <span className="studio-font-name" lang="en">
                {font.family}
              </span>
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
