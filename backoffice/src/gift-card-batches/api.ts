/** A company's gift card batches' own calls, on the typed client (`api/client.ts`); the list, one batch and
 * making one go through react-admin's data provider (`/api/office/gift-card-batches`). */
import { answer, office } from '../api/client';
import type { components } from '../api/schema.gen';

export type GiftCardBatch = components['schemas']['GiftCardBatchOut'];

/** `POST /api/office/gift-card-batches/{id}/paid`: the company paid; every card is sold today (audited). */
export const markBatchPaid = (batchId: number, reference: string): Promise<GiftCardBatch> =>
    answer(office.POST('/api/office/gift-card-batches/{batch_id}/paid', { params: { path: { batch_id: batchId } }, body: { reference } }));

/** The batch's codes as a sheet: a link the browser downloads itself (same origin, the session cookie; audited). */
export const batchSheetUrl = (batchId: number) => `/api/office/gift-card-batches/${batchId}/sheet.xlsx`;
