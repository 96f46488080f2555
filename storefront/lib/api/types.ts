/** The app's own types for what the Django API answers and takes (camelCase; `mappers.ts` turns the API's JSON into them). */
import type { components, paths } from './schema.gen';
import type { ProductDetails, Rating } from './reviews';

type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** What `path` answers to `method` on success, as the OpenAPI document describes it (no schema names needed). */
export type Wire<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { responses: infer R }
  ? JsonOf<R[200 & keyof R]> | JsonOf<R[201 & keyof R]>
  : never;
/** The JSON body `path` takes for `method`. */
export type Body<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

/** A schema of the OpenAPI document by name (`Schema<'OrderStatus'>`). */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

export type OrderStatus = Schema<'OrderStatus'>;
export type PaymentStatus = Schema<'PaymentStatus'>;
export type PaymentMethod = Schema<'PaymentMethod'>;

export interface Me {
  authenticated: boolean;
  phoneNumber: string | null;
  name: string | null;
  isStaff: boolean;
}

export interface Address {
  area: string;
  landmark: string;
  city: string;
  state: string;
  pinCode: string;
}

/** The customer home's details: 'Hi, {name}' and the address line (what the specification's customerdata call answers). */
export interface Customer extends Address {
  name: string;
}

export interface SizeLine {
  size: string;
  quantity: number;
}

/** A line of a catalogue order: the ready-made design, its size and how many. */
export interface CatalogueLine extends SizeLine {
  name: string;
}

export interface Order {
  orderId: string;
  /** A business order's quote (QT-26-000001); absent for others. */
  quoteNumber?: string | null;
  date: string;
  createdAt: string;
  status: OrderStatus;
  color: string;
  colorHex: string | null;
  product: string | null;
  sleeve: string | null;
  sizes: SizeLine[];
  quantity: number;
  amount: number;
  paymentStatus: PaymentStatus;
  paymentMethod: string | null;
  front: string | null;
  back: string | null;
  frontThumbnail: string | null;
  backThumbnail: string | null;
  /** The ready-made design bought ('Medieval Pink'); null for a studio design and a bag of several designs. */
  catalogueItemName: string | null;
  /** Each line's ready-made design (a bag of several names them all); empty for a studio design. */
  catalogueLines: CatalogueLine[];
  /** A team order's people: the name and number printed on each piece, and its size. */
  people?: TeamPerson[];
}

export interface TeamPerson {
  name: string;
  number: string;
  size: string;
}

export interface CatalogueItem {
  id: number;
  name: string;
  price: number;
  oldPrice: number;
  color: string;
  colorHex?: string;
  sizes: string[];
  description: string;
  images: string[];
  productType: string | null;
  /** The Details tab (material, GSM, fit, print method, care, country of origin). */
  details: ProductDetails;
  /** The Features tab; may be empty. */
  features: string[];
  /** When the team last changed it (the sitemap's lastModified); '' when unknown. */
  updatedAt: string;
  /** Accepted reviews' average and count. */
  rating: Rating;
}

/** A product type to design (the /pilot list, the design pages, /choice and the bulk form). */
export interface ProductType {
  name: string;
  slug: string;
  basePrice: number;
  customisable: boolean;
  hasSizes: boolean;
  description: string;
  sleeves: { name: string; price: number }[];
  details: ProductDetails;
  features: string[];
  updatedAt: string;
}

export interface Colour {
  name: string;
  hex: string;
}

/** What the studio needs from the catalogue, as plain data a server page hands to it. */
export interface StudioCatalogue {
  products: ProductType[];
  colours: Colour[];
  /** S..5XL then 'More than 5XL'. */
  sizes: string[];
}

export interface Brand {
  name: string;
  slug: string;
  tagline: string;
}

export interface Testimonial {
  id: number;
  name: string;
  message: string;
  photo: string | null;
}

export interface LoginResult {
  loginId: string;
  phoneNumber: string;
  name: string;
  isStaff: boolean;
  message: string;
}

/** The register form's fields: every field the API's register call takes, as typed. */
export type RegisterInput = Record<keyof Body<'/api/register/', 'post'>, string>;

/** A bulk enquiry as the API takes it. */
export type BulkEnquiry = Required<Body<'/api/bulk/', 'post'>>;

/** The admin team's money rules (GET /api/catalogue/money-rules/); `lib/money-words.ts` words the shop's promises from them. */
export interface MoneyRules {
  shippingFee: number;
  freeShippingOver: number;
  codBelow: number;
  onlineDiscountBelow: number;
  onlineDiscountPercent: number;
  promoCode: string;
  promoPercent: number;
  clubPercent: number;
}

export interface QuoteLine {
  name: string;
  size: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  catalogueItemId: number | null;
}

/** The money rules' answer for one order, as the server computed it. */
export interface Breakdown {
  subtotal: number;
  /** The automatic offers that took something off, before the code ("Buy 3, cheapest free"), and how much. */
  offerName?: string;
  offerDiscount?: number;
  discountCode: string;
  discountAmount: number;
  onlineDiscount: number;
  shipping: number;
  /** Cash on delivery fee, after shipping (in the total; 0 for UPI and by default). */
  codFee: number;
  total: number;
  codAllowed: boolean;
  codBelow: number;
  lines: QuoteLine[];
}

export interface PlacedOrder {
  order: Order;
  message: string;
  upiLink: string | null;
  upiQr: string | null;
  upiId: string | null;
  /** Paid at checkout by gift card or store credit: the rest is what UPI, the gateway or the courier collect. */
  tendered: number;
}

/** The returns settings the product page's structured data states (GET /api/returns/policy/). */
export interface ReturnPolicy {
  windowDays: number;
  freeReturnShipping: boolean;
}

/** A bag line as the quote and checkout calls take it. */
export interface BagItemInput {
  catalogue_item_id: number;
  size: string;
  quantity: number;
}

/** What the live price is asked for: a studio design, or the bag's items. */
export type QuoteRequest =
  /** `sides`: the design printed on the front or the back only (1) or on both (2): it chooses the bulk price's column. */
  | { product: string; sleeve: string; lines: SizeLine[]; code: string; paymentMethod: PaymentMethod; sides?: 1 | 2 }
  | { items: BagItemInput[]; code: string; paymentMethod: PaymentMethod };

/** Confirm Order in the studio: the form and the print files. */
export interface PlaceInput {
  product: string;
  sleeve: string;
  color: string;
  lines: SizeLine[];
  instructions: string;
  paymentMethod: PaymentMethod;
  code: string;
  upiReference: string;
  front: Blob | null;
  back: Blob | null;
  /** The editable layers per side, kept with the order for "Order again". */
  design?: Blob | null;
  /** This order's delivery address; the account's when absent. */
  address?: Address | null;
  /** Buying for a business (B2B): its GSTIN goes on the invoice. */
  business?: { name: string; gstin: string; address: string; pin_code: string; state: string } | null;
}

export interface CheckoutInput {
  items: BagItemInput[];
  paymentMethod: PaymentMethod;
  code: string;
  upiReference: string;
  address?: Address | null;
  /** Buying for a business (B2B): its GSTIN goes on the invoice. */
  business?: { name: string; gstin: string; address: string; pin_code: string; state: string } | null;
  /** Tenders spent after the total (components/wallet): a gift card's code, and the customer's store credit. */
  giftCard?: string;
  storeCredit?: boolean;
}
