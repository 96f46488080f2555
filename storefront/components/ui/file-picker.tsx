'use client';
/**
 * A file input that reads in the page's language: the browser's own button ("Choose Files", "No file chosen") is
 * always in the browser's language, so the input is hidden from sight (still the control a keyboard and a screen
 * reader reach, named by the field's own <label htmlFor>) and a button in the page's words opens it, with what was
 * chosen beside it.
 */
import { useTranslations } from 'next-intl';
import { type InputHTMLAttributes, forwardRef, useImperativeHandle, useRef } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  /** What is chosen now, as the form keeps it ('' or omitted: nothing shown beside the button). */
  chosen?: string;
};

export const FilePicker = forwardRef<HTMLInputElement | null, Props>(function FilePicker({ id, chosen, multiple, disabled, ...input }, ref) {
  const t = useTranslations('filePicker');
  const own = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => own.current as HTMLInputElement);
  return (
    <span className="file-picker">
      <input ref={own} id={id} type="file" className="visually-hidden" multiple={multiple} disabled={disabled} {...input} />
      {/* the input itself takes the focus and the keys; this is its face for a pointer */}
      <button type="button" className="btn btn-small btn-outline" tabIndex={-1} aria-hidden="true" disabled={disabled} onClick={() => own.current?.click()}>
        {multiple ? t('chooseFiles') : t('chooseFile')}
      </button>
      {chosen !== undefined && <span className="file-picker-chosen">{chosen || t('none')}</span>}
    </span>
  );
});
