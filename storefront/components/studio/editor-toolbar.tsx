'use client';
import { useTranslations } from 'next-intl';
/** The design editor's tools for layers: upload, delete, undo / redo, and the upload's notice. */
import type { Ref } from 'react';
import type { Side } from '@/lib/studio/garments';
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
  notice,
}: Props) {
  const e = useTranslations('editor');
  const t = useTranslations('studio');
  return (
    <div className="studio-tools">
      <div className="studio-tool-row">
        <label className="btn btn-small btn-outline studio-upload">
          {t('upload')}
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            data-testid="design-upload"
            aria-label={t('uploadFor', { side: side === 'front' ? t('frontSide') : t('backSide') })}
            className="visually-hidden"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) onFile(f);
            }}
          />
        </label>
        <button type="button" className="btn btn-small btn-outline" onClick={onDelete} disabled={!selected}>
          {t('delete')}
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={onUndo} disabled={!canUndo}>
          {t('undo')}
        </button>
        <button type="button" className="btn btn-small btn-outline" onClick={onRedo} disabled={!canRedo}>
          {t('redo')}
        </button>
      </div>
      <p className="field-hint">
        {e('dragHint')}
      </p>
      {notice && <Notice kind="error">{notice}</Notice>}
    </div>
  );
}
