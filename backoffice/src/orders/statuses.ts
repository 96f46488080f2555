import { ORDER_STATUSES, type OrderStatus } from '../types';

export { ORDER_STATUSES };

/** The specification names the statuses in lower case; screens capitalise them with CSS only. */
export const STATUS_COLOR: Record<OrderStatus, string> = {
    pending: '#e0a21b',
    confirm: '#3469b7',
    shipped: '#7b2d8e',
    delivered: '#2e7d32',
    cancelled: '#9e9e9e',
};

export const isOrderStatus = (value: string): value is OrderStatus =>
    (ORDER_STATUSES as readonly string[]).includes(value);

export const ORDER_STATUS_CHOICES = ORDER_STATUSES.map(id => ({ id, name: id }));
export const PAYMENT_STATUS_CHOICES = [
    { id: 'paid', name: 'paid' },
    { id: 'unpaid', name: 'unpaid' },
];
export const PAYMENT_METHOD_CHOICES = [
    { id: 'cod', name: 'Cash on delivery' },
    { id: 'upi', name: 'UPI' },
];
