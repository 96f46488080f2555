import { ORDER_STATUSES } from '../types';

export { ORDER_STATUSES };

// shared with common/fields.tsx's status chip, so they live below the resource folders
export { STATUS_COLOR, isOrderStatus } from '../common/orderStatuses';

export const ORDER_STATUS_CHOICES = ORDER_STATUSES.map(id => ({ id, name: id }));
export const PAYMENT_STATUS_CHOICES = [
    { id: 'paid', name: 'paid' },
    { id: 'unpaid', name: 'unpaid' },
];
export const PAYMENT_METHOD_CHOICES = [
    { id: 'cod', name: 'Cash on delivery' },
    { id: 'upi', name: 'UPI' },
];
