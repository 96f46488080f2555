/** The customer and order the customer-page tests read, shaped as the data layer returns them. */
import type { Customer, Me, MoneyRules, Order } from '@/lib/api/types';
import type { ReturnPolicy } from '@/lib/api/returns';

export const PRIYA_ME: Me = { authenticated: true, phoneNumber: '9876543210', name: 'Priya Sharma', isStaff: false };

export const PRIYA_DETAILS: Customer = {
  name: 'Priya Sharma',
  area: 'MG Road', landmark: 'Near Metro', city: 'Pune', state: 'Maharashtra', pinCode: '411001',
};

export const SHIPPED_ORDER: Order = {
  orderId: 'RZ-1', date: '2026-11-20', createdAt: '2026-11-20T10:00:00Z', status: 'shipped', color: 'Black', colorHex: '#222222', product: 'T-Shirt', sleeve: 'Half Sleeve',
  sizes: [{ size: 'M', quantity: 2 }], quantity: 2, amount: 123456, paymentStatus: 'paid', paymentMethod: 'upi',
  front: '/api/orders/RZ-1/design/front/', back: null, frontThumbnail: null, backThumbnail: null, catalogueItemName: null, catalogueLines: [],
};

/** A ready-made design bought through the bag, as the demo shop has them: no design files, the item's name. */
export const CATALOGUE_ORDER: Order = {
  ...SHIPPED_ORDER, orderId: 'RZ-2', product: 'T-Shirt', sleeve: null, color: 'Violet Rush', colorHex: '#5b2a86',
  sizes: [{ size: 'S', quantity: 1 }], quantity: 1, amount: 999, front: null, back: null,
  catalogueItemName: 'Medieval Pink', catalogueLines: [{ name: 'Medieval Pink', size: 'S', quantity: 1 }],
};

/** A bag of two ready-made designs checked out as one order: each line names its own. */
export const BAG_ORDER: Order = {
  ...CATALOGUE_ORDER, orderId: 'RZ-3', catalogueItemName: null, quantity: 3,
  sizes: [{ size: 'S', quantity: 1 }, { size: 'M', quantity: 2 }],
  catalogueLines: [{ name: 'Medieval Pink', size: 'S', quantity: 1 }, { name: 'Blue Madonna', size: 'M', quantity: 2 }],
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

/** The owner's returns settings at their defaults: 14 days, free return shipping. */
export const POLICY_DEFAULT: ReturnPolicy = {
  windowDays: 14,
  freeReturnShipping: true,
  customPrintsReturnable: true,
  reasons: [],
};
