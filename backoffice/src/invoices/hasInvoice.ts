import type { Order } from '../types';

/**
 * Whether the board card offers the invoice: one is issued when the order is confirmed or paid
 * (core/invoices); a cancelled order's invoices (and credit note) are listed on its page.
 */
export const hasInvoice = (order: Pick<Order, 'status' | 'payment_status'>) =>
    order.status !== 'cancelled' && (order.status !== 'pending' || order.payment_status === 'paid');
