/** Turns raw API JSON (snake_case) into the app's own types. Tolerant of missing optional fields. */
import type {
  Brand,
  CatalogueItem,
  Customer,
  LoginResult,
  Me,
  Order,
  OrderStatus,
  PaymentStatus,
  ProductType,
  Testimonial,
} from './types';

type Raw = Record<string, unknown>;

const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : v == null ? fallback : String(v));
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
};
const arr = (v: unknown): Raw[] => (Array.isArray(v) ? (v as Raw[]) : []);

const STATUSES: OrderStatus[] = ['pending', 'confirm', 'shipped', 'delivered', 'cancelled'];

export function toMe(raw: Raw): Me {
  return {
    authenticated: raw.authenticated === true,
    phoneNumber: strOrNull(raw.phone_number),
    name: strOrNull(raw.name),
    isStaff: raw.is_staff === true,
  };
}

export function toCustomer(raw: Raw): Customer {
  return {
    name: str(raw.name),
    phoneNumber: str(raw.phone_number),
    email: str(raw.email),
    area: str(raw.area),
    landmark: str(raw.landmark),
    city: str(raw.city),
    state: str(raw.state),
    pinCode: str(raw.pin_code),
  };
}

export function toOrder(raw: Raw): Order {
  const status = str(raw.status) as OrderStatus;
  return {
    orderId: str(raw.order_id),
    date: str(raw.date),
    createdAt: str(raw.created_at),
    status: STATUSES.includes(status) ? status : 'pending',
    color: str(raw.color),
    colorHex: strOrNull(raw.color_hex),
    product: strOrNull(raw.product),
    sleeve: strOrNull(raw.sleeve),
    sizes: arr(raw.sizes).map((s) => ({ size: str(s.size), quantity: num(s.quantity) })),
    quantity: num(raw.quantity),
    amount: num(raw.amount),
    paymentStatus: raw.payment_status === 'paid' ? 'paid' : ('unpaid' as PaymentStatus),
    paymentMethod: strOrNull(raw.payment_method),
    front: strOrNull(raw.front),
    back: strOrNull(raw.back),
    frontThumbnail: strOrNull(raw.front_thumbnail),
    backThumbnail: strOrNull(raw.back_thumbnail),
  };
}

/** Newest first, whatever order the server used. */
export function sortNewestFirst(orders: Order[]): Order[] {
  const key = (o: Order) => o.createdAt || o.date;
  return [...orders].sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

export function toOrders(raw: Raw): Order[] {
  return sortNewestFirst(arr(raw.order_details).map(toOrder));
}

export function toItem(raw: Raw): CatalogueItem {
  const id = num(raw.id);
  const images = Array.isArray(raw.images) ? raw.images.map(String).filter(Boolean) : [];
  return {
    id,
    name: str(raw.name),
    price: num(raw.price),
    oldPrice: num(raw.old_price ?? raw.oldPrice),
    color: str(raw.color),
    colorHex: strOrNull(raw.color_hex) ?? undefined,
    sizes: Array.isArray(raw.sizes) ? raw.sizes.map(String) : [],
    description: str(raw.description),
    images: images.length ? images : [1, 2, 3].map((n) => `/products/item-${id}-${n}.svg`),
    productType: strOrNull(raw.product_type),
  };
}

export function toProductType(raw: Raw): ProductType {
  return {
    id: num(raw.id),
    name: str(raw.name),
    slug: str(raw.slug),
    basePrice: num(raw.base_price),
    customisable: raw.customisable !== false,
    sleeves: arr(raw.sleeves).map((s) => ({ name: str(s.name), price: num(s.price) })),
  };
}

/** The specification's slug rule: lowercased name, spaces replaced by hyphens. */
export function brandSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}

export function toBrand(raw: Raw): Brand {
  const name = str(raw.name);
  return { name, slug: brandSlug(name), tagline: str(raw.tagline) };
}

export function toTestimonial(raw: Raw): Testimonial {
  return { id: num(raw.id), name: str(raw.name), message: str(raw.message), photo: strOrNull(raw.photo) };
}

export function toLoginResult(raw: Raw): LoginResult {
  return {
    loginId: str(raw.login_id),
    phoneNumber: str(raw.phone_number),
    name: str(raw.name),
    isStaff: raw.is_staff === true,
    message: str(raw.message),
  };
}

export const mapList = <T,>(raw: unknown, fn: (r: Raw) => T): T[] => arr(raw).map(fn);
