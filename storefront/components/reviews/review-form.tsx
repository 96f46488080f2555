'use client';
/**
 * Write or edit a review of one delivered order line: 1-5 stars, a title, the review and up to 3 photos (JPEG or
 * PNG, 10 MB each). An edit keeps the photos not removed and adds new ones after them; it goes back to the team.
 */
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useFieldErrors, useMessageOr, useValidationText } from '@/i18n/error-text';
import { reviewsApi } from '@/lib/api/client';
import type { MyReview } from '@/lib/api/reviews';
import { COMMENT_MAX, MAX_PHOTOS, type ReviewErrors, TITLE_MAX, photoProblem, validateReview } from '@/lib/reviews/rules';
import { FilePicker } from '@/components/ui/file-picker';
import { FormField, fieldAria } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { StarInput } from './star-input';

interface Props {
  lineId: number;
  product: string;
  /** The review being edited; none for a new one. */
  review?: MyReview | null;
  onSaved: (review: MyReview) => void;
  onCancel: () => void;
}

const FIELDS = ['rating', 'title', 'comment', 'photos'] as const;

export function ReviewForm({ lineId, product, review = null, onSaved, onCancel }: Props) {
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [title, setTitle] = useState(review?.title ?? '');
  const [comment, setComment] = useState(review?.comment ?? '');
  const [kept, setKept] = useState(review?.photos ?? []);
  const [added, setAdded] = useState<{ file: File; url: string }[]>([]);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useTranslations('myReviews');
  const messageOr = useMessageOr();
  const serverFieldErrors = useFieldErrors();
  const validationText = useValidationText();
  const shown = (message: string | undefined) => (message ? validationText(message) : undefined);
  const room = MAX_PHOTOS - kept.length - added.length;
  /** A field's message goes as soon as the customer changes the field. */
  const edit =
    <T,>(field: keyof ReviewErrors, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    };
  const changeRating = edit('rating', setRating);
  const changeTitle = edit('title', setTitle);
  const changeComment = edit('comment', setComment);

  // the previews' object URLs live as long as the form
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const addPhotos = async (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length > room) {
      setErrors((e) => ({ ...e, photos: `At most ${MAX_PHOTOS} photos.` }));
      return;
    }
    for (const file of chosen) {
      const problem = await photoProblem(file);
      if (problem) {
        setErrors((e) => ({ ...e, photos: problem }));
        return;
      }
    }
    setErrors((e) => ({ ...e, photos: undefined }));
    const next = chosen.map((file) => ({ file, url: URL.createObjectURL(file) }));
    previews.current.push(...next.map((n) => n.url));
    setAdded((a) => [...a, ...next]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const found = validateReview({ rating, title, comment }, kept.length + added.length);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const input = { rating, title: title.trim(), comment: comment.trim(), photos: added.map((a) => a.file) };
      const saved = review
        ? await reviewsApi.edit(review.id, { ...input, keepPhotos: kept.map((p) => p.id) })
        : await reviewsApi.submit({ ...input, lineId });
      onSaved(saved);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setFailure(messageOr(error, t('sendFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate aria-label={t('formLabel', { product })}>
      <StarInput value={rating} onChange={changeRating} error={shown(errors.rating)} />
      <FormField id={`${id}-title`} label={t('titleLabel')} error={shown(errors.title)}>
        <input {...fieldAria(`${id}-title`, errors.title)} value={title} maxLength={TITLE_MAX} onChange={(e) => changeTitle(e.target.value)} required />
      </FormField>
      <FormField id={`${id}-comment`} label={t('commentLabel')} error={shown(errors.comment)}>
        <textarea
          {...fieldAria(`${id}-comment`, errors.comment)}
          value={comment}
          maxLength={COMMENT_MAX}
          onChange={(e) => changeComment(e.target.value)}
          required
        />
      </FormField>
      <div className="field">
        <label htmlFor={`${id}-photos`}>{t('photosLabel', { max: MAX_PHOTOS })}</label>
        <FilePicker
          {...fieldAria(`${id}-photos`, errors.photos)}
          accept="image/jpeg,image/png"
          multiple
          disabled={room <= 0}
          onChange={(e) => {
            void addPhotos(e.target.files);
            e.target.value = '';
          }}
        />
        {errors.photos && (
          <span className="field-error" id={`${id}-photos-error`} role="alert">
            {shown(errors.photos)}
          </span>
        )}
        {kept.length + added.length > 0 && (
          <ul className="photo-list" aria-label={t('yourPhotos')}>
            {kept.map((p, i) => (
              <li key={`kept-${p.id}`}>
                <img src={p.url} alt={t('photoAlt', { n: i + 1 })} width={72} height={72} />
                <button type="button" className="link-button" onClick={() => setKept((k) => k.filter((x) => x.id !== p.id))}>
                  {t('removePhoto', { n: i + 1 })}
                </button>
              </li>
            ))}
            {added.map((a, i) => (
              <li key={a.url}>
                <img src={a.url} alt={t('photoAlt', { n: kept.length + i + 1 })} width={72} height={72} />
                <button type="button" className="link-button" onClick={() => setAdded((list) => list.filter((x) => x.url !== a.url))}>
                  {t('removePhoto', { n: kept.length + i + 1 })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {failure && <Notice kind="error">{failure}</Notice>}
      <div className="actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy ? t('sending') : review ? t('save') : t('submit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
