import type { Order } from '../types';

export interface OrderDetail extends Order {
    instructions: string;
    upi_reference: string;
    lines: { size: string; quantity: number; unit_price: number; line_total: number }[];
    breakdown: {
        subtotal: number;
        discount_code: string;
        discount_amount: number;
        online_discount: number;
        shipping: number;
        amount: number;
    };
    shipping_address: {
        name: string;
        phone_number: string;
        area: string;
        landmark: string;
        city: string;
        state: string;
        pin_code: string;
    };
    history: { id: number; kind: string; from_value: string; to_value: string; actor: string | null; created_at: string }[];
}
