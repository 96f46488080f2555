import type { OrderStatus } from '../types';

/** How the message names a status ("confirm" is the board's column, "confirmed" the customer's word). */
const STATUS_WORDS: Record<OrderStatus, string> = {
    pending: 'received and pending confirmation',
    confirm: 'confirmed',
    shipped: 'shipped',
    delivered: 'delivered',
    cancelled: 'cancelled',
};

/** The customer's 10-digit Indian mobile number, or null (a +91 / 0 prefix and spaces are dropped). */
export const tenDigitPhone = (phone: string | null | undefined): string | null => {
    const digits = (phone ?? '').replace(/\D/g, '');
    const ten = digits.length > 10 && /^(91|0)/.test(digits) ? digits.slice(-10) : digits;
    return /^[6-9]\d{9}$/.test(ten) ? ten : null;
};

/** The prefilled line about the order. */
export const whatsappText = (order: { order_id: string; status: OrderStatus; name?: string }) =>
    `Hello${order.name ? ` ${order.name}` : ''}, your Rangrez order ${order.order_id} is ${STATUS_WORDS[order.status]}.`;

/** A click-to-chat link with any prefilled line (a return's, worded by the server), or null without a valid phone. */
export const chatLink = (phoneNumber: string | null | undefined, text: string) => {
    const phone = tenDigitPhone(phoneNumber);
    return phone ? `https://wa.me/91${phone}?text=${encodeURIComponent(text)}` : null;
};

/** `https://wa.me/91<phone>?text=<line>` (WhatsApp's click-to-chat link), or null without a valid phone. */
export const whatsappLink = (order: { order_id: string; status: OrderStatus; name?: string; phone_number?: string | null }) =>
    chatLink(order.phone_number, whatsappText(order));
