/** The review form's checks, the same as the server's (core/reviews, core/common/images.py), each with its message. */
import { PHOTO_BOUND, fileSize, sizeProblem } from '@/lib/images/picture-size';
import { MAX_UPLOAD_BYTES, WRONG_IMAGE_TYPE, looksLikeJpegOrPng } from '@/lib/studio/rules';

export const MAX_PHOTOS = 3;
export const TITLE_MAX = 100;
export const COMMENT_MAX = 2000;
/** A review can be edited for this many days after it was first sent. */
export const EDIT_DAYS = 30;

export interface ReviewFields {
  rating: number;
  title: string;
  comment: string;
}

export type ReviewErrors = Partial<Record<'rating' | 'title' | 'comment' | 'photos', string>>;

export function validateReview(f: ReviewFields, photoCount: number): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!(f.rating >= 1 && f.rating <= 5)) errors.rating = 'Please choose from 1 to 5 stars.';
  if (!f.title.trim()) errors.title = 'Please give your review a title.';
  else if (f.title.trim().length > TITLE_MAX) errors.title = `The title can be at most ${TITLE_MAX} characters.`;
  if (!f.comment.trim()) errors.comment = 'Please tell other buyers what you thought.';
  else if (f.comment.trim().length > COMMENT_MAX) errors.comment = `The review can be at most ${COMMENT_MAX} characters.`;
  if (photoCount > MAX_PHOTOS) errors.photos = `At most ${MAX_PHOTOS} photos.`;
  return errors;
}

/**
 * Why a chosen photo cannot be sent (JPEG or PNG by its content, at most 10 MB, within the server's pixel bound by
 * its header: the preview would decode it), or null.
 */
export async function photoProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!['image/jpeg', 'image/png', 'image/jpg'].includes(file.type) || !looksLikeJpegOrPng(head)) return WRONG_IMAGE_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return 'The photo is too large: at most 10 MB.';
  const size = await fileSize(file);
  return size ? sizeProblem(size, PHOTO_BOUND, 'photo') : WRONG_IMAGE_TYPE;
}
