'use client';
/** Up to `max` photos (JPEG or PNG): each chosen file is checked at once and listed with a Remove button. */
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { photoError } from '@/lib/returns/validate';
import { FilePicker } from '@/components/ui/file-picker';

interface Props {
  id: string;
  photos: File[];
  max: number;
  required: boolean;
  error?: string;
  onChange: (photos: File[]) => void;
}

export function PhotoPicker({ id, photos, max, required, error, onChange }: Props) {
  const t = useTranslations('tracking.returnForm');
  const errorT = useTranslations('tracking.returnErrors');
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const add = (files: FileList | null) => {
    const picked = Array.from(files ?? []);
    const bad = picked.map((f) => photoError(f, errorT)).find(Boolean) ?? null;
    const good = picked.filter((f) => !photoError(f, errorT));
    const room = max - photos.length;
    setNotice(bad ?? (good.length > room ? errorT('atMost', { max }) : null));
    onChange([...photos, ...good.slice(0, Math.max(room, 0))]);
    if (input.current) input.current.value = '';
  };
  const message = notice ?? error;
  return (
    <div className="field">
      <label htmlFor={id}>
        {required ? t('photosRequired', { max }) : t('photosOptional', { max })}
      </label>
      <FilePicker
        ref={input}
        id={id}
        accept="image/jpeg,image/png,.jpg,.jpeg,.png"
        multiple
        disabled={photos.length >= max}
        onChange={(e) => add(e.target.files)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
      />
      {photos.length > 0 && (
        <ul className="return-photos" aria-label={t('chosenPhotos')}>
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`}>
              <span lang="">{photo.name}</span>
              <button type="button" className="btn btn-small btn-outline" onClick={() => onChange(photos.filter((_, i) => i !== index))} aria-label={t('removeAria', { name: photo.name })}>
                {t('remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <span className="field-hint">{t('photoHint')}</span>
      {message && (
        <span className="field-error" id={`${id}-error`} role="alert">
          {message}
        </span>
      )}
    </div>
  );
}
