/** The orders' own calls (beyond react-admin's list, show and update), on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { BulkChange, BulkChangeAnswer } from '../types';

/** An order's design as a PNG blob (`/api/orders/<id>/design/<side>/`). */
export const getDesign = (orderId: string, side: 'front' | 'back'): Promise<Blob> =>
    answer(office.GET('/api/orders/{order_id}/design/{side}/', { params: { path: { order_id: orderId, side } }, parseAs: 'blob' }));

/** `POST /api/office/orders/bulk` `{ids, status | payment_status}`: each order through the one service, per-order results. */
export const bulkUpdateOrders = (ids: string[], change: BulkChange): Promise<BulkChangeAnswer> =>
    answer(office.POST('/api/office/orders/bulk', { body: { ids, ...change } }));
