import { ORDER_STATUSES, type OrderStatus } from '../types';

/** The specification names the statuses in lower case; screens capitalise them with CSS only. */
export const STATUS_COLOR: Record<OrderStatus, string> = {
    pending: '#e0a21b',
    confirm: '#3469b7',
    shipped: '#7b2d8e',
    delivered: '#2e7d32',
    cancelled: '#9e9e9e',
};

export const isOrderStatus = (value: string): value is OrderStatus => ORDER_STATUSES.some(status => status === value);
