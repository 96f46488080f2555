import type { Order, OrderDetail } from '../types';

export const makeOrder = (overrides: Partial<Order> = {}): Order => ({
    id: 'RZ-TEST0001',
    order_id: 'RZ-TEST0001',
    customer_id: 2,
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
    quantity: 3,
    status: 'pending',
    payment_status: 'unpaid',
    payment_method: 'cod',
    amount: 1077,
    front: '/api/orders/RZ-TEST0001/design/front/',
    back: null,
    front_thumbnail: null,
    back_thumbnail: null,
    replacement_of: null,
    dispatch_by: null,
    print_on: null,
    waiting_for_blanks: false,
    printed_at: null,
    ewaybill_needed: false,
    ewaybill_valid_until: null,
    designs: [
        { kind: 'goods', size: 'M', quantity: 2, catalogue_item_id: null, design: 'Own design: front', picture: null },
        { kind: 'goods', size: 'XL', quantity: 1, catalogue_item_id: null, design: 'Own design: front', picture: null },
    ],
    ...overrides,
});

/** An order as its own page reads it (GET /api/office/orders/{id}). */
export const makeOrderDetail = (overrides: Partial<OrderDetail> = {}): OrderDetail => ({
    ...makeOrder(),
    instructions: '',
    upi_reference: '',
    lines: [],
    breakdown: { subtotal: 1077, discount_code: '', discount_amount: 0, online_discount: 0, shipping: 0, amount: 1077 },
    shipping_address: { name: 'Priya', phone_number: '9876543210', area: '', landmark: '', city: '', state: '', pin_code: '' },
    business: null,
    history: [],
    ...overrides,
});
