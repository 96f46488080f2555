import type { AdminOrder } from '../types';

export const makeOrder = (overrides: Partial<AdminOrder> = {}): AdminOrder => ({
    order_id: 'RZ-TEST0001',
    date: '2026-03-07',
    created_at: '2026-03-07T10:00:00Z',
    name: 'Priya Sharma',
    phone_number: '9876543210',
    color: 'Heather Navy',
    color_hex: '#3469b7',
    product: 'T-Shirt',
    sleeve: 'Half Sleeve',
    sizes: [
        { size: 'M', quantity: 2 },
        { size: 'XL', quantity: 1 },
    ],
    status: 'pending',
    payment_status: 'unpaid',
    amount: 1077,
    front: '/api/orders/RZ-TEST0001/design/front/',
    back: null,
    ...overrides,
});
