/** The team's internal notes on an order, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { OrderNote } from '../types';

const byOrder = (orderId: string) => ({ path: { order_id: orderId } });

/** `GET /api/office/orders/{id}/notes`: newest first. */
export const getNotes = (orderId: string): Promise<OrderNote[]> =>
    answer(office.GET('/api/office/orders/{order_id}/notes', { params: byOrder(orderId) }));

/** `POST /api/office/orders/{id}/notes` `{text}`. */
export const addNote = (orderId: string, text: string): Promise<OrderNote> =>
    answer(office.POST('/api/office/orders/{order_id}/notes', { params: byOrder(orderId), body: { text } }));
