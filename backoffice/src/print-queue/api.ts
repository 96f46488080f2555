/** The print floor's own call, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';

/** `POST /api/office/print-queue/{id}/printed`: the order's reserved blanks are consumed. */
export const markPrinted = (orderId: string): Promise<{ order_id: string; printed_at: string }> =>
    answer(office.POST('/api/office/print-queue/{order_id}/printed', { params: { path: { order_id: orderId } } }));
