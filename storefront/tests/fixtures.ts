/** The customer and order the customer-page tests read, shaped as the data layer returns them. */
import type { Customer, Me, MoneyRules, Order } from '@/lib/api/types';

export const PRIYA_ME: Me = { authenticated: true, phoneNumber: '9876543210', name: 'Priya Sharma', isStaff: false };

export const PRIYA_DETAILS: Customer = {
  name: 'Priya Sharma',
  area: 'MG Road', landmark: 'Near Metro', city: 'Pune', state: 'Maharashtra', pinCode: '411001',
};

export const SHIPPED_ORDER: Order = {
  orderId: 'RZ-1', date: '2026-11-20', createdAt: '2026-11-20T10:00:00Z', status: 'shipped', color: 'Black', colorHex: '#222222', product: 'T-Shirt', sleeve: 'Half Sleeve',
  sizes: [{ size: 'M', quantity: 2 }], quantity: 2, amount: 123456, paymentStatus: 'paid', paymentMethod: 'upi',
  front: '/api/orders/RZ-1/design/front/', back: null, frontThumbnail: null, backThumbnail: null,
};

/** The money rules as the specification sets them (what GET /api/catalogue/money-rules/ answers on a fresh shop). */
export const SPEC_RULES: MoneyRules = {
  shippingFee: 79,
  freeShippingOver: 999,
  codBelow: 5000,
  onlineDiscountBelow: 5000,
  onlineDiscountPercent: 5,
  promoCode: 'FEST15',
  promoPercent: 15,
  clubPercent: 10,
};
