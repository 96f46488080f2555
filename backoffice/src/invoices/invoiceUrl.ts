import type { Order } from '../types';

/** The newest invoice PDF of an order (`GET /api/office/orders/{id}/invoice.pdf`). */
export const invoiceUrl = (orderId: string) => `/api/office/orders/${encodeURIComponent(orderId)}/invoice.pdf`;

/**
 * Whether the board card offers the invoice: one is issued when the order is confirmed or paid
 * (core/invoices); a cancelled order's invoices (and credit note) are listed on its page.
 */
export const hasInvoice = (order: Pick<Order, 'status' | 'payment_status'>) =>
    order.status !== 'cancelled' && (order.status !== 'pending' || order.payment_status === 'paid');
