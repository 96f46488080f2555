import { useCallback } from 'react';
import { useInfiniteGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '../types';
import { useOrderUpdate } from '../orders/useOrderUpdate';
import { addToColumn, isOpen, removeFromColumn, type ColumnData } from './boardCache';

export const PAGE_SIZE = 25;

/**
 * A column's getList: `GET /api/office/orders?filter={"status":..}&sort=[..]&range=[0,24]`; pending and
 * confirmed soonest due first (`dispatch_by` ASC), the others newest first.
 */
const columnParams = (status: OrderStatus) => ({
    pagination: { page: 1, perPage: PAGE_SIZE },
    sort: isOpen(status) ? { field: 'dispatch_by', order: 'ASC' as const } : { field: 'created_at', order: 'DESC' as const },
    filter: { status },
});

/** The key under which react-admin's useInfiniteGetList caches that column. */
export const columnKey = (status: OrderStatus) => ['orders', 'getInfiniteList', columnParams(status)] as const;

/** One column of the board: its first 25 orders, then 25 more per 'Load more'. */
export const useBoardColumn = (status: OrderStatus) =>
    useInfiniteGetList<Order>('orders', columnParams(status), { staleTime: 5_000 });

/**
 * Moves an order to another status as the CRM demo's deal board does: the card moves at once
 * (optimistic), then react-admin's update; on failure the card goes back (the notice says why).
 */
export const useMoveOrder = () => {
    const queryClient = useQueryClient();
    const updateOrder = useOrderUpdate();

    return useCallback(
        async (order: Order, to: OrderStatus): Promise<boolean> => {
            const from = order.status;
            if (from === to) return true;
            await queryClient.cancelQueries({ queryKey: ['orders', 'getInfiniteList'] });
            const before = {
                from: queryClient.getQueryData<ColumnData>(columnKey(from)),
                to: queryClient.getQueryData<ColumnData>(columnKey(to)),
            };
            queryClient.setQueryData<ColumnData>(columnKey(from), data => removeFromColumn(data, order.id));
            queryClient.setQueryData<ColumnData>(columnKey(to), data => addToColumn(data, { ...order, status: to }));
            const moved = await updateOrder(order, { status: to });
            if (!moved) {
                queryClient.setQueryData(columnKey(from), before.from);
                queryClient.setQueryData(columnKey(to), before.to);
            }
            void queryClient.invalidateQueries({ queryKey: columnKey(from) });
            void queryClient.invalidateQueries({ queryKey: columnKey(to) });
            return moved;
        },
        [queryClient, updateOrder],
    );
};
