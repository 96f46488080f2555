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
}

export interface Me {
    authenticated: boolean;
    phone_number: string | null;
    name: string | null;
    is_staff: boolean;
}

/** `GET /api/office/summary/`: the header totals (sums of the paid and due lists) and the counts. */
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
