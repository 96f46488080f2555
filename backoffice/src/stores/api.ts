/** A store's steps, on the typed client (`api/client.ts`): closed now, its closing time moved, or a new store's form
 * filled from an accepted quote or as a store's copy with new dates. */
import { answer, office } from '../api/client';
import type { StoreDraft, StoreDraftEdit, StoreFigures, StoreRow } from '../types';

const byPk = (pk: number) => ({ params: { path: { pk } } });

/** `POST /api/office/stores/{pk}/close`: batches made, designs under their minimum refunded. */
export const storeCloseNow = (id: number): Promise<StoreRow> => answer(office.POST('/api/office/stores/{pk}/close', byPk(id)));

/** `PUT /api/office/stores/{pk}/closing`: the new closing time (ISO, the office's IST input). */
export const storeClosingSet = (id: number, closesAt: string): Promise<StoreRow> =>
    answer(office.PUT('/api/office/stores/{pk}/closing', { ...byPk(id), body: { closes_at: closesAt } }));

/** `POST /api/office/store-drafts`: a new store's form from an accepted quote (refused, by name, for any other). */
export const storeDraftFromQuote = (quoteNumber: string): Promise<StoreDraft> =>
    answer(office.POST('/api/office/store-drafts', { body: { quote_number: quoteNumber } }));

/** `POST /api/office/stores/{pk}/copy`: the store duplicated as a draft (new dates, a free address), not public yet. */
export const storeDuplicate = (id: number): Promise<StoreDraftEdit> => answer(office.POST('/api/office/stores/{pk}/copy', byPk(id)));

/** `POST /api/office/store-drafts/{pk}/open`: the draft published, its dates and prices checked as a new store's. */
export const storeOpen = (id: number): Promise<StoreRow> => answer(office.POST('/api/office/store-drafts/{pk}/open', byPk(id)));

/** `GET /api/office/store-figures`: the open stores' figures for the dashboard (the money only for those who see it). */
export const getStoreFigures = (): Promise<StoreFigures> => answer(office.GET('/api/office/store-figures'));
