/** Shipping an order, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { Parcel, ShipIn, Shipment } from '../types';

const byOrder = (orderId: string) => ({ path: { order_id: orderId } });

/** `POST /api/office/orders/{id}/ship` `{courier_id, awb}`: the order becomes shipped. */
export const shipOrder = (orderId: string, body: ShipIn): Promise<Shipment> =>
    answer(office.POST('/api/office/orders/{order_id}/ship', { params: byOrder(orderId), body }));

/** `GET /api/office/orders/{id}/parcel`: its weight (g) and size (cm) as shipped, or what the Ship dialog proposes. */
export const getParcel = (orderId: string): Promise<Parcel> =>
    answer(office.GET('/api/office/orders/{order_id}/parcel', { params: byOrder(orderId) }));
