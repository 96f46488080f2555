/** The app's own types for what the Django API answers (see docs/api.md). */

export type OrderStatus = 'pending' | 'confirm' | 'shipped' | 'delivered' | 'cancelled';
export type PaymentStatus = 'paid' | 'unpaid';

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

export interface Customer extends Address {
  name: string;
  phoneNumber: string;
  email: string;
}

export interface SizeLine {
  size: string;
  quantity: number;
}

export interface Order {
  orderId: string;
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
}

export interface ProductType {
  id: number;
  name: string;
  slug: string;
  basePrice: number;
  customisable: boolean;
  sleeves: { name: string; price: number }[];
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

export interface RegisterInput {
  name: string;
  email: string;
  phone_number: string;
  area: string;
  landmark: string;
  state: string;
  city: string;
  pin_code: string;
  password: string;
  confirm_password: string;
}

export interface BulkEnquiry {
  name: string;
  email: string;
  phone_number: string;
  product: string;
  quantity: number;
  message: string;
}
