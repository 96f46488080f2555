export const ORDER_STATUSES = ['pending', 'confirm', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'paid' | 'unpaid';

export interface SizeLine {
    size: string;
    quantity: number;
}

/** A row of `GET /api/office/orders` (`OrderOut`): the board's card and the accounts' rows. */
export interface Order {
    id: string;
    order_id: string;
    customer_id: number;
    date: string;
    created_at: string;
    name: string;
    phone_number: string;
    color: string;
    color_hex?: string;
    product?: string;
    sleeve?: string | null;
    sizes: SizeLine[];
    status: OrderStatus;
    payment_status: PaymentStatus;
    payment_method: string;
    amount: number;
    front?: string | null;
    back?: string | null;
    front_thumbnail?: string | null;
    back_thumbnail?: string | null;
    shipment?: Shipment | null;
}

/** An order's shipment (`ShipmentOut`): courier, AWB and the courier's tracking link. */
export interface Shipment {
    courier_id: number;
    courier: string;
    awb: string;
    tracking_url: string;
    shipped_at: string;
    delivered_at: string | null;
}

export interface ShipIn {
    courier_id: number;
    awb: string;
}

/** A courier (`GET /api/office/couriers`); hand delivery is the one that needs no AWB. */
export interface Courier {
    id: number;
    name: string;
    tracking_url_template: string;
    needs_awb: boolean;
    active: boolean;
}

/** An invoice or credit note of an order (`GET /api/office/orders/{id}/invoices`). */
export interface Invoice {
    id: number;
    kind: 'invoice' | 'credit';
    number: string;
    issued_at: string;
    total: number;
    credited_number: string | null;
    pdf_url: string;
}

/** An internal note on an order (never shown to the customer). */
export interface OrderNote {
    id: number;
    text: string;
    author: string | null;
    created_at: string;
}

export interface Me {
    authenticated: boolean;
    phone_number: string | null;
    name: string | null;
    is_staff: boolean;
}

/** `GET /api/office/summary/`: the header totals (sums of the paid and due lists) and the counts. */
/** `GET /api/office/charts/`: the last 30 days per day, all orders per status, the top product types. */
export interface OfficeCharts {
    first_day: string;
    last_day: string;
    days: { day: string; orders: number; revenue: number }[];
    statuses: { status: OrderStatus; label: string; orders: number; amount: number }[];
    product_types: { name: string; orders: number; revenue: number }[];
}

export interface OfficeSummary {
    total_paid: number;
    total_due: number;
    counts: Record<OrderStatus, number>;
    orders: number;
    customers: number;
    unhandled_messages: number;
    open_enquiries: number;
    newsletter_signups: number;
}

/** What a bulk change sets on each ticked order (`POST /api/office/orders/bulk`). */
export type BulkChange = { status: OrderStatus } | { payment_status: PaymentStatus };

/** One order's outcome of a bulk change: `ok`, the server's words, and its status and payment after. */
export interface BulkResult {
    order_id: string;
    ok: boolean;
    message: string;
    status: OrderStatus | null;
    payment_status: PaymentStatus | null;
}

export interface BulkChangeAnswer {
    updated: number;
    refused: number;
    results: BulkResult[];
}
