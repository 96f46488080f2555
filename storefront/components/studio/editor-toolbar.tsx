'use client';
/** The design editor's tools: upload, delete, undo / redo, the text tool, and the DPI and upload notices. */
import type { Ref } from 'react';
import type { Side } from '@/lib/studio/garments';
import { FONTS } from './editor-fonts';
import { Notice } from '@/components/ui/notice';

interface Props {
  side: Side;
  selected: boolean;
  canUndo: boolean;
  canRedo: boolean;
  fileInput: Ref<HTMLInputElement>;
  onFile: (file: File) => void;
  onDelete: () => void;
  onUndo: () => void;
  onRedo: () => void;
  text: string;
  onTextChange: (text: string) => void;
  font: string;
  onFontChange: (font: string) => void;
  textColour: string;
  onTextColourChange: (colour: string) => void;
  onAddText: () => void;
  warning: string | null | undefined;
  notice: string;
}

export function EditorToolbar({
  side,
  selected,
  canUndo,
  canRedo,
  fileInput,
  onFile,
  onDelete,
  onUndo,
  onRedo,
  text,
  onTextChange,
  font,
  onFontChange,
  textColour,
  onTextColourChange,
  onAddText,
  warning,
  notice,
}: Props) {
  return (
    <div className="studio-tools">
      <div className="studio-tool-row">
        <label className="btn btn-small btn-outline studio-upload">
          Upload artwork
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            data-testid="design-upload"
            aria-label={`Design upload for the ${side} (JPEG or PNG)`}
            className="visually-hidden"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) onFile(f);
            }}
          />
        </label>
        <button type="button" className="btn btn-small btn-outline" onClick={onDelete} disabled={!selected}>
          Delete
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={onUndo} disabled={!canUndo}>
          Undo
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={onRedo} disabled={!canRedo}>
          Redo
        </button>
      </div>
      <div className="studio-tool-row">
        <label className="visually-hidden" htmlFor="studio-text">
          Text to add
        </label>
        <input
          id="studio-text"
          className="studio-text-input"
          placeholder="Your text"
          value={text}
          maxLength={60}
          onChange={(e) => onTextChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onAddText();
            }
          }}
        />
        <label className="visually-hidden" htmlFor="studio-font">
          Font
        </label>
        <select id="studio-font" value={font} onChange={(e) => onFontChange(e.target.value)} style={{ fontFamily: font }}>
          {FONTS.map((f) => (
            <option key={f.family} value={f.family} style={{ fontFamily: f.family }}>
              {f.family}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor="studio-text-colour">
          Text colour
        </label>
        <input id="studio-text-colour" type="color" value={textColour} onChange={(e) => onTextColourChange(e.target.value)} />
        <button type="button" className="btn btn-small" onClick={onAddText} disabled={!text.trim()}>
          Add text
        </button>
      </div>
      <p className="field-hint">
        Drag to move; use the corner handles to scale and the top handle to rotate. The dashed box is the 12 x 16 inch
        print area.
      </p>
      {warning && (
        <Notice kind="info" role="status" data-testid="dpi-warning">
          {warning}
        </Notice>
      )}
      {notice && <Notice kind="error">{notice}</Notice>}
    </div>
  );
}
