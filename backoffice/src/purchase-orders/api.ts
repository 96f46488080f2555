/** A purchase order's steps and the suggestion, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { PurchaseOrder, PurchaseReceive, SuggestedLine } from '../types';

const byPk = (pk: number) => ({ params: { path: { pk } } });

/** `GET /api/office/purchase-orders/suggestion`: what to buy from a supplier (waiting orders + thresholds). */
export const suggestPurchase = (supplierId: number): Promise<SuggestedLine[]> =>
    answer(office.GET('/api/office/purchase-orders/suggestion', { params: { query: { supplier_id: supplierId } } }));

/** `POST /api/office/purchase-orders/{id}/send|cancel`: e-mailed with its PDF, or cancelled. */
export const purchaseOrderStep = (pk: number, step: 'send' | 'cancel'): Promise<PurchaseOrder> =>
    step === 'send'
        ? answer(office.POST('/api/office/purchase-orders/{pk}/send', byPk(pk)))
        : answer(office.POST('/api/office/purchase-orders/{pk}/cancel', byPk(pk)));

/** `POST /api/office/purchase-orders/{id}/receive`: what arrived, with the supplier's invoice; into blank stock. */
export const receivePurchase = (pk: number, body: PurchaseReceive): Promise<PurchaseOrder> =>
    answer(office.POST('/api/office/purchase-orders/{pk}/receive', { ...byPk(pk), body }));
