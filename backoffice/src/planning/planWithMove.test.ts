import { describe, expect, it } from 'vitest';
import { planWithMove } from './usePlan';
import type { Plan, PlanOrder } from './types';

const order = (order_id: string, print_on: string, pieces: number, dispatch_by = '2026-11-30'): PlanOrder => ({
    order_id,
    name: 'Priya Sharma',
    status: 'confirm',
    product: 'T-Shirt',
    print_method: 'DTG',
    pieces,
    dispatch_by,
    print_on,
});

const day = (d: string, orders: PlanOrder[]) => ({
    day: d,
    pieces: orders.reduce((n, o) => n + o.pieces, 0),
    orders_count: orders.length,
    methods: [{ print_method: 'DTG', pieces: orders.reduce((n, o) => n + o.pieces, 0), capacity: 10 }],
    orders,
});

describe('moving an order on the calendar (optimistic)', () => {
    it("takes its pieces off one day's load and puts them on the other's, soonest due first", () => {
        const moving = order('RZ-B', '2026-11-27', 4, '2026-11-29');
        const plan: Plan = {
            today: '2026-11-27',
            days: [day('2026-11-27', [moving]), day('2026-11-28', [order('RZ-A', '2026-11-28', 3, '2026-12-01')])],
        };
        const after = planWithMove(plan, moving, '2026-11-28');
        expect(after.days[0]).toMatchObject({ pieces: 0, orders_count: 0, orders: [] });
        expect(after.days[0].methods[0].pieces).toBe(0);
        expect(after.days[1].pieces).toBe(7);
        expect(after.days[1].methods[0]).toEqual({ print_method: 'DTG', pieces: 7, capacity: 10 });
        expect(after.days[1].orders.map(o => [o.order_id, o.print_on])).toEqual([
            ['RZ-B', '2026-11-28'],
            ['RZ-A', '2026-11-28'],
        ]);
        // the promise travels unchanged
        expect(after.days[1].orders[0].dispatch_by).toBe('2026-11-29');
    });
});
