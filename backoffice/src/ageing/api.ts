/** A business order's money, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { OrderPayments } from '../types';

/** `GET /api/office/receivables/orders/{id}`: a business order's advance, balance and payments (404: not one). */
export const getOrderPayments = (orderId: string): Promise<OrderPayments> =>
    answer(office.GET('/api/office/receivables/orders/{order_id}', { params: { path: { order_id: orderId } } }));
