/** The reviews' bulk moderation, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { ReviewBulkIn } from '../types';

/** `POST /api/office/reviews/bulk` `{ids, action, reason}`: accept or reject the ticked reviews; how many changed. */
export const moderateReviews = (body: ReviewBulkIn): Promise<{ updated: number }> =>
    answer(office.POST('/api/office/reviews/bulk', { body }));
