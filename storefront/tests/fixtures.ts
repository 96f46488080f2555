/** The customer and order the customer-page tests read, shaped as the data layer returns them. */
import type { ReturnPolicy } from '@/lib/api/returns';
import type { Review, ReviewSummary } from '@/lib/api/reviews';
import type { CatalogueItem, Customer, Me, MoneyRules, Order } from '@/lib/api/types';

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

/** Item 1 of the demo catalogue, with the facts and the rating the API adds (issue 27). */
export const BLEU_ITEM: CatalogueItem = {
  id: 1,
  name: 'Bleu Renaissance',
  price: 699,
  oldPrice: 899,
  color: 'Glow Pink',
  colorHex: '#f06ba8',
  sizes: ['XS', 'S', 'M', 'L'],
  description: 'A renaissance sky in bleu, printed across the chest of a relaxed cotton tee.',
  images: ['/products/item-1-1.svg', '/products/item-1-2.svg', '/products/item-1-3.svg'],
  productType: 'tshirts',
  details: { material: '100% combed cotton', gsm: 180, fit: 'Regular fit', printMethod: 'DTG', care: 'Machine wash cold', countryOfOrigin: 'India' },
  features: ['Pre-shrunk fabric'],
  updatedAt: '2026-11-26T01:10:00+05:30',
  rating: { average: 4.5, count: 2 },
};

export const REVIEWS: Review[] = [
  {
    id: 41,
    rating: 5,
    title: 'Great fit',
    comment: 'The print is sharp.',
    author: 'Priya S.',
    createdAt: '2026-11-20T10:00:00+05:30',
    edited: false,
    verifiedPurchase: true,
    size: 'M',
    product: 'Bleu Renaissance',
    photos: [{ id: 7, url: '/api/reviews/photos/7/', width: 960, height: 1280 }],
    helpfulCount: 3,
    reply: { text: 'Thank you, Priya!', repliedAt: '2026-11-21T09:00:00+05:30' },
  },
  {
    id: 40,
    rating: 4,
    title: 'Soft cotton',
    comment: 'Runs a little large.',
    author: 'Aarav N.',
    createdAt: '2026-11-18T10:00:00+05:30',
    edited: true,
    verifiedPurchase: true,
    size: 'L',
    product: 'Bleu Renaissance',
    photos: [],
    helpfulCount: 0,
    reply: null,
  },
];

export const SUMMARY: ReviewSummary = {
  average: 4.5,
  count: 2,
  histogram: [
    { stars: 5, count: 1 },
    { stars: 4, count: 1 },
    { stars: 3, count: 0 },
    { stars: 2, count: 0 },
    { stars: 1, count: 0 },
  ],
};
