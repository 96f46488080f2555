/** A store's steps, on the typed client (`api/client.ts`): closed now, or its closing time moved. */
import { answer, office } from '../api/client';
import type { StoreRow } from '../types';

const byPk = (pk: number) => ({ params: { path: { pk } } });

/** `POST /api/office/stores/{pk}/close`: batches made, designs under their minimum refunded. */
export const storeCloseNow = (id: number): Promise<StoreRow> => answer(office.POST('/api/office/stores/{pk}/close', byPk(id)));

/** `PUT /api/office/stores/{pk}/closing`: the new closing time (ISO, the office's IST input). */
export const storeClosingSet = (id: number, closesAt: string): Promise<StoreRow> =>
    answer(office.PUT('/api/office/stores/{pk}/closing', { ...byPk(id), body: { closes_at: closesAt } }));
