/** An order's tax documents, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { Invoice } from '../types';

/** `GET /api/office/orders/{id}/invoices`: invoices and credit notes, newest first. */
export const getInvoices = (orderId: string): Promise<Invoice[]> =>
    answer(office.GET('/api/office/orders/{order_id}/invoices', { params: { path: { order_id: orderId } } }));
