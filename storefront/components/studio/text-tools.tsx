'use client';
import { useTranslations } from 'next-intl';
/**
 * The text tool: the words, the font (each face's sample in its own script: font-picker.tsx), the look, and
 * "Add text" or "Done". It loads with the editor's tools once a product is chosen (components/studio/design-editor.tsx),
 * not with the page.
 */
import type { Colour } from '@/lib/api/types';
import { fontReady } from './editor-fonts';
import { FontPicker } from './font-picker';
import { TextStyleTools } from './text-style-tools';
import { type TextToolOptions, useTextTool } from './use-text-tool';

interface Props extends TextToolOptions {
  palette: Colour[];
  onDone: () => void;
}

export function TextTools({ palette, onDone, ...editor }: Props) {
  const t = useTranslations('studio');
  const tool = useTextTool(editor);
  const { editing, draft, style, status } = tool;
  return (
    <fieldset className="studio-text-tools" aria-describedby="studio-text-hint">
      <legend>{editing ? t('selectedText') : t('addText')}</legend>
      <div className="studio-tool-row">
        <label className="visually-hidden" htmlFor="studio-text">
          {t('yourText')}
        </label>
        <textarea
          id="studio-text"
          className="studio-text-input"
          placeholder={t('yourText')}
          rows={2}
          value={draft}
          maxLength={60}
          // the words in the chosen face once it has loaded (a face is never fetched just to show it here)
          style={fontReady(style.font) ? { fontFamily: `"${style.font}", var(--font-geist-sans), sans-serif` } : undefined}
          onChange={(e) => tool.write(e.target.value)}
        />
      </div>
      <FontPicker value={style.font} onChange={(font) => void tool.change({ font })} />
      <div className="studio-tool-row">
        {editing ? (
          <button type="button" className="btn btn-small btn-outline" onClick={onDone}>
            {t('done')}
          </button>
        ) : (
          <button type="button" className="btn btn-small" onClick={() => void tool.add()} disabled={!draft.trim()}>
            {t('addText')}
          </button>
        )}
      </div>
      <p className="field-hint" id="studio-text-hint">
        {editing ? t('editingHint') : t('scriptHint')}
      </p>
      {status && (
        <p className="field-hint" role="status">
          {status}
        </p>
      )}
      <TextStyleTools tool={tool} palette={palette} />
    </fieldset>
  );
}
