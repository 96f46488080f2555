'use client';
/**
 * The text tool: the words, the font (grouped by script), the look, and "Add text" or "Done". It loads with the
 * editor's tools once a product is chosen (components/studio/design-editor.tsx), not with the page.
 */
import type { Colour } from '@/lib/api/types';
import { STUDIO_FONTS } from '@/lib/studio/fonts';
import { SCRIPTS } from '@/lib/studio/scripts';
import { fontReady } from './editor-fonts';
import { TextStyleTools } from './text-style-tools';
import { type TextToolOptions, useTextTool } from './use-text-tool';

const GROUPS = [
  { label: 'Latin', script: 'latin' },
  ...SCRIPTS.map((s) => ({ label: `${s.name} (${s.languages})`, script: s.id })),
] as const;

interface Props extends TextToolOptions {
  palette: Colour[];
  onDone: () => void;
}

export function TextTools({ palette, onDone, ...editor }: Props) {
  const tool = useTextTool(editor);
  const { editing, draft, style, status } = tool;
  return (
    <fieldset className="studio-text-tools" aria-describedby="studio-text-hint">
      <legend>{editing ? 'Selected text' : 'Add text'}</legend>
      <div className="studio-tool-row">
        <label className="visually-hidden" htmlFor="studio-text">
          Your text
        </label>
        <textarea
          id="studio-text"
          className="studio-text-input"
          placeholder="Your text"
          rows={2}
          value={draft}
          maxLength={60}
          // the words in the chosen face once it has loaded (a face is never fetched just to show it here)
          style={fontReady(style.font) ? { fontFamily: `"${style.font}", var(--font-geist-sans), sans-serif` } : undefined}
          onChange={(e) => tool.write(e.target.value)}
        />
      </div>
      <div className="studio-tool-row">
        <label htmlFor="studio-font">Font</label>
        <select id="studio-font" value={style.font} onChange={(e) => void tool.change({ font: e.target.value })}>
          {GROUPS.map((g) => (
            <optgroup key={g.script} label={g.label}>
              {STUDIO_FONTS.filter((f) => f.script === g.script).map((f) => (
                <option key={f.family} value={f.family}>
                  {f.family}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {editing ? (
          <button type="button" className="btn btn-small btn-outline" onClick={onDone}>
            Done
          </button>
        ) : (
          <button type="button" className="btn btn-small" onClick={() => void tool.add()} disabled={!draft.trim()}>
            Add text
          </button>
        )}
      </div>
      <p className="field-hint" id="studio-text-hint">
        {editing
          ? 'Changes go to the selected text at once. Done lets it go, to add another.'
          : 'Write in English or in your own script: the font follows the script you write in.'}
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
