/** Turns the API's JSON (snake_case, typed by the OpenAPI document) into the app's own types. */
import { toDetails, toRating } from './reviews';
import type {
  Address,
  Breakdown,
  Brand,
  CatalogueItem,
  Colour,
  Customer,
  LoginResult,
  Me,
  MoneyRules,
  Order,
  PlacedOrder,
  ProductType,
  Testimonial,
  Wire,
} from './types';

type Element<T> = T extends readonly (infer E)[] ? E : never;
type OrderWire = Element<Wire<'/api/order/customerlist/', 'get'>['order_details']>;

export function toMe(raw: Wire<'/api/me/', 'get'>): Me {
  return { authenticated: raw.authenticated, phoneNumber: raw.phone_number || null, name: raw.name || null, isStaff: raw.is_staff };
}

export function toAddress(raw: Omit<Address, 'pinCode'> & { pin_code: string }): Address {
  return { area: raw.area, landmark: raw.landmark, city: raw.city, state: raw.state, pinCode: raw.pin_code };
}

export function toCustomer(raw: Wire<'/api/customerdata/', 'get'>): Customer {
  return { name: raw.name, ...toAddress(raw) };
}

export function toOrder(raw: OrderWire): Order {
  return {
    orderId: raw.order_id,
    quoteNumber: raw.quote_number || null,
    date: raw.date,
    createdAt: raw.created_at,
    status: raw.status,
    color: raw.color,
    colorHex: raw.color_hex || null,
    product: raw.product || null,
    sleeve: raw.sleeve || null,
    sizes: raw.sizes.map((s) => ({ size: s.size, quantity: s.quantity })),
    quantity: raw.quantity,
    amount: raw.amount,
    paymentStatus: raw.payment_status,
    paymentMethod: raw.payment_method || null,
    front: raw.front || null,
    back: raw.back || null,
    frontThumbnail: raw.front_thumbnail || null,
    backThumbnail: raw.back_thumbnail || null,
    catalogueItemName: raw.catalogue_item_name || null,
    catalogueLines: raw.catalogue_lines.map((l) => ({ name: l.catalogue_item_name, size: l.size, quantity: l.quantity })),
    people: (raw.people ?? []).map((p) => ({ name: p.name, number: p.number, size: p.size })),
  };
}

/** Newest first, whatever order the server used. */
export function sortNewestFirst(orders: Order[]): Order[] {
  const key = (o: Order) => o.createdAt || o.date;
  return [...orders].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

export function toOrders(raw: Wire<'/api/order/customerlist/', 'get'>): Order[] {
  return sortNewestFirst(raw.order_details.map(toOrder));
}

export function toItem(raw: Wire<'/api/catalogue/items/{item_id}/', 'get'>): CatalogueItem {
  const images = raw.images.filter(Boolean);
  return {
    id: raw.id,
    name: raw.name,
    price: raw.price,
    oldPrice: raw.old_price,
    color: raw.color,
    colorHex: raw.color_hex || undefined,
    sizes: raw.sizes,
    description: raw.description,
    images: images.length ? images : [1, 2, 3].map((n) => `/products/item-${raw.id}-${n}.svg`),
    productType: raw.product_type || null,
    details: toDetails(raw.details),
    features: raw.features ?? [],
    updatedAt: raw.updated_at ?? '',
    rating: toRating(raw.rating),
  };
}

export function toProductType(raw: Element<Wire<'/api/catalogue/product-types/', 'get'>>): ProductType {
  return {
    name: raw.name,
    slug: raw.slug,
    basePrice: raw.base_price,
    customisable: raw.customisable,
    hasSizes: raw.has_sizes,
    description: raw.description,
    sleeves: raw.sleeves.map((s) => ({ name: s.name, price: s.price })),
    details: toDetails(raw.details),
    features: raw.features ?? [],
    updatedAt: raw.updated_at ?? '',
  };
}

/** The palette's colours the studio can use: those with a #rrggbb value. */
export function toColours(raw: Wire<'/api/catalogue/colours/', 'get'>): Colour[] {
  return raw.map((c) => ({ name: c.name, hex: c.hex.toLowerCase() })).filter((c) => /^#[0-9a-f]{6}$/.test(c.hex));
}

export function toSizes(raw: Wire<'/api/catalogue/sizes/', 'get'>): string[] {
  return raw.map((s) => s.code).filter(Boolean);
}

/** The specification's slug rule: lowercased name, spaces replaced by hyphens. */
export function brandSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}

export function toBrand(raw: Element<Wire<'/api/catalogue/brands/', 'get'>>): Brand {
  return { name: raw.name, slug: brandSlug(raw.name), tagline: raw.tagline };
}

export function toTestimonial(raw: Element<Wire<'/api/testimonials/', 'get'>>): Testimonial {
  return { id: raw.id, name: raw.name, message: raw.message, photo: raw.photo || null };
}

export function toLoginResult(raw: Wire<'/api/login/', 'post'>): LoginResult {
  return { loginId: raw.login_id, phoneNumber: raw.phone_number, name: raw.name, isStaff: raw.is_staff, message: raw.message };
}

export function toMoneyRules(raw: Wire<'/api/catalogue/money-rules/', 'get'>): MoneyRules {
  return {
    shippingFee: raw.shipping_fee,
    freeShippingOver: raw.free_shipping_over,
    codBelow: raw.cod_below,
    onlineDiscountBelow: raw.online_discount_below,
    onlineDiscountPercent: raw.online_discount_percent,
    promoCode: raw.promo_code,
    promoPercent: raw.promo_percent,
    clubPercent: raw.club_percent,
  };
}

export function toBreakdown(raw: Wire<'/api/orders/quote/', 'post'>): Breakdown {
  return {
    subtotal: raw.subtotal,
    offerName: raw.offer_name ?? '',
    offerDiscount: raw.offer_discount ?? 0,
    discountCode: raw.discount_code,
    discountAmount: raw.discount_amount,
    onlineDiscount: raw.online_discount,
    shipping: raw.shipping,
    codFee: raw.cod_fee ?? 0,
    total: raw.total,
    codAllowed: raw.cod_allowed,
    codBelow: raw.cod_below,
    lines: raw.lines.map((l) => ({
      name: l.name,
      size: l.size,
      quantity: l.quantity,
      unitPrice: l.unit_price,
      lineTotal: l.line_total,
      catalogueItemId: l.catalogue_item_id,
    })),
  };
}

export function toPlaced(raw: Wire<'/api/orders/checkout/', 'post'>): PlacedOrder {
  return {
    order: toOrder(raw),
    message: raw.message || 'Order submitted successfully!',
    upiLink: raw.upi_link || null,
    upiQr: raw.upi_qr || null,
    upiId: raw.upi_id || null,
    tendered: Number(raw.tendered ?? 0),
  };
}
