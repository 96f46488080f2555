export const ORDER_STATUSES = ['pending', 'confirm', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type PaymentStatus = 'paid' | 'unpaid';

export interface SizeLine {
    size: string;
    quantity: number;
}

/** AdminOrder of docs/api.md (the board's card). */
export interface AdminOrder {
    order_id: string;
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
    amount: number;
    front?: string | null;
    back?: string | null;
    front_thumbnail?: string | null;
    back_thumbnail?: string | null;
}

export interface AmountSummary {
    total_paid: number;
    total_due: number;
}

export interface PaidRecord {
    order_id: string;
    phone_number: string;
    paid_amount: number;
    date: string;
}

export interface UnpaidRecord {
    order_id: string;
    phone_number: string;
    due_amount: number;
    date: string;
}

export interface OrderPaymentRecord {
    order_id: string;
    name: string;
    phone_number: string;
    payment_status: PaymentStatus;
    amount?: number;
    date?: string;
}

export interface Page<T> {
    items: T[];
    total: number;
}

export interface Me {
    authenticated: boolean;
    phone_number: string | null;
    name: string | null;
    is_staff: boolean;
}

/** `GET /api/office/summary/`. */
export interface OfficeSummary extends AmountSummary {
    counts: Record<OrderStatus, number>;
    orders: number;
    customers: number;
    unhandled_messages: number;
    open_enquiries: number;
    newsletter_signups: number;
}
