/** Receiving and counting blanks, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { BlankItem, StockAdjust, StockReceive } from '../types';

const byPk = (pk: number) => ({ params: { path: { pk } } });

/** `POST /api/office/blank-stock/{id}/receive` `{quantity, reference}`: waiting orders are reserved, oldest first. */
export const receiveStock = (pk: number, body: StockReceive): Promise<BlankItem> =>
    answer(office.POST('/api/office/blank-stock/{pk}/receive', { ...byPk(pk), body }));

/** `POST /api/office/blank-stock/{id}/adjust` `{delta, reason}`: a count, damage or a misprint. */
export const adjustStock = (pk: number, body: StockAdjust): Promise<BlankItem> =>
    answer(office.POST('/api/office/blank-stock/{pk}/adjust', { ...byPk(pk), body }));
