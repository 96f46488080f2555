import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotifyError } from '../common/useNotifyError';
import { formatDate } from '../format';
import type { Plan, PlanOrder } from './types';
import { getCapacity, getPlan, getToday, movePrintDay } from './api';

export const PLAN_KEY = ['office', 'planning', 'days'] as const;
export const TODAY_KEY = ['office', 'planning', 'today'] as const;
export const CAPACITY_KEY = ['office', 'planning', 'capacity'] as const;

export const usePlan = () => {
    return useQuery({ queryKey: PLAN_KEY, queryFn: () => getPlan(), staleTime: 5_000 });
};

export const useTodayLoad = () => {
    return useQuery({ queryKey: TODAY_KEY, queryFn: () => getToday(), staleTime: 10_000 });
};

export const useCapacity = () => {
    return useQuery({ queryKey: CAPACITY_KEY, queryFn: () => getCapacity() });
};

/** The plan with one order moved to `day` (its pieces leave one day's figures and join the other's). */
export const planWithMove = (plan: Plan, order: PlanOrder, day: string): Plan => ({
    ...plan,
    days: plan.days.map(d => {
        const leaving = d.day === order.print_on && d.day !== day;
        const joining = d.day === day && d.day !== order.print_on;
        if (!leaving && !joining) return d;
        const sign = leaving ? -1 : 1;
        return {
            ...d,
            pieces: d.pieces + sign * order.pieces,
            orders_count: d.orders_count + sign,
            methods: d.methods.map(m => (m.print_method === order.print_method ? { ...m, pieces: m.pieces + sign * order.pieces } : m)),
            orders: leaving
                ? d.orders.filter(o => o.order_id !== order.order_id)
                : [...d.orders, { ...order, print_on: day }].sort(
                      (a, b) => (a.dispatch_by ?? '9999').localeCompare(b.dispatch_by ?? '9999') || a.order_id.localeCompare(b.order_id),
                  ),
        };
    }),
});

/**
 * Moves an order to another print day: at once on the calendar (optimistic), then the server; on
 * failure the calendar goes back and the notice says why. The dispatch date never changes.
 */
export const useMovePrintDay = () => {
    const queryClient = useQueryClient();
    const notify = useNotify();
    const notifyError = useNotifyError();
    return useCallback(
        async (order: PlanOrder, day: string) => {
            if (order.print_on === day) return;
            await queryClient.cancelQueries({ queryKey: PLAN_KEY });
            const before = queryClient.getQueryData<Plan>(PLAN_KEY);
            if (before) queryClient.setQueryData<Plan>(PLAN_KEY, planWithMove(before, order, day));
            try {
                await movePrintDay(order.order_id, day);
                notify(`${order.order_id} moved to ${formatDate(day)}.`, { type: 'info' });
            } catch (error) {
                queryClient.setQueryData(PLAN_KEY, before);
                notifyError(error, `Could not move ${order.order_id}.`);
            }
            void queryClient.invalidateQueries({ queryKey: PLAN_KEY });
            void queryClient.invalidateQueries({ queryKey: TODAY_KEY });
        },
        [queryClient, notify, notifyError],
    );
};
