import { SHOP_TIME_ZONE } from '../format';
import type { OrderStatus } from '../types';

/** How due an order not yet shipped is, by its dispatch date (`dispatch_by`) and India's today. */
export type Due = 'late' | 'today' | 'tomorrow' | 'later';

const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today on the shop's calendar (India), as 'YYYY-MM-DD', whatever the browser's zone. */
export const istToday = (now: Date = new Date()): string => ISO_DAY.format(now);

/** 'YYYY-MM-DD' plus `days` (calendar arithmetic in UTC: no daylight saving can shift it). */
export const addDays = (day: string, days: number): string => {
    const at = new Date(`${day}T00:00:00Z`);
    at.setUTCDate(at.getUTCDate() + days);
    return at.toISOString().slice(0, 10);
};

const OPEN: readonly OrderStatus[] = ['pending', 'confirm'];

/** The server's rule (core/planning/dates.py::due_state), for open orders only; null: nothing to say. */
export const dueState = (dispatchBy: string | null | undefined, status: OrderStatus, today: string = istToday()): Due | null => {
    if (!dispatchBy || !OPEN.includes(status)) return null;
    if (dispatchBy < today) return 'late';
    if (dispatchBy === today) return 'today';
    if (dispatchBy === addDays(today, 1)) return 'tomorrow';
    return 'later';
};

/** A card's left edge in its state's colour (late, today, tomorrow); none otherwise. */
export const dueEdge = (order: { dispatch_by?: string | null; status: OrderStatus }): string | undefined => {
    const state = dueState(order.dispatch_by, order.status);
    return state && state !== 'later' ? `6px solid ${DUE_LOOK[state].color}` : undefined;
};

/** Each state's words (never colour alone) and colour: late red, today amber, tomorrow blue. */
export const DUE_LOOK: Record<Due, { label: string; color: string; background: string }> = {
    late: { label: 'Late', color: '#b3261e', background: '#fde7e6' },
    today: { label: 'Due today', color: '#8a5300', background: '#fff1d6' },
    tomorrow: { label: 'Due tomorrow', color: '#1d4f91', background: '#e3edfb' },
    later: { label: 'Due', color: '#4a4458', background: 'transparent' },
};
