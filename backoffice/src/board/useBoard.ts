import { useCallback } from 'react';
import { useInfiniteGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '../types';
import { useOrderUpdate } from '../orders/useOrderUpdate';
import { addToColumn, byDue, removeFromColumn, type BoardSort, type ColumnData } from './boardCache';

export const PAGE_SIZE = 25;

/**
 * A column's getList: `GET /api/office/orders?filter={"status":..}&sort=[..]&range=[0,24]`; newest first
 * (`created_at` DESC: the specification's "Cards are newest first", a new order on top), or, when the
 * person chose 'Soonest due', pending and confirmed by dispatch date (`dispatch_by` ASC). Either is read
 * in order from an index that starts with the status (order_status_recent, order_status_due).
 * With a campaign store chosen, the store's orders alone (`store_id`: the store orders' own index).
 */
const columnParams = (status: OrderStatus, sort: BoardSort, store?: number) => ({
    pagination: { page: 1, perPage: PAGE_SIZE },
    sort: byDue(status, sort) ? { field: 'dispatch_by', order: 'ASC' as const } : { field: 'created_at', order: 'DESC' as const },
    filter: store === undefined ? { status } : { status, store_id: store },
});

/** The key under which react-admin's useInfiniteGetList caches that column. */
export const columnKey = (status: OrderStatus, sort: BoardSort, store?: number) =>
    ['orders', 'getInfiniteList', columnParams(status, sort, store)] as const;

/** One column of the board (of one store's orders when `store`): its first 25 orders, then 25 more per 'Load more'. */
export const useBoardColumn = (status: OrderStatus, sort: BoardSort, store?: number) =>
    useInfiniteGetList<Order>('orders', columnParams(status, sort, store), { staleTime: 5_000 });

/**
 * Moves an order to another status as the CRM demo's deal board does: the card moves at once
 * (optimistic), then react-admin's update; on failure the card goes back (the notice says why).
 */
export const useMoveOrder = (sort: BoardSort, store?: number) => {
    const queryClient = useQueryClient();
    const updateOrder = useOrderUpdate();

    return useCallback(
        async (order: Order, to: OrderStatus): Promise<boolean> => {
            const from = order.status;
            if (from === to) return true;
            await queryClient.cancelQueries({ queryKey: ['orders', 'getInfiniteList'] });
            const before = {
                from: queryClient.getQueryData<ColumnData>(columnKey(from, sort, store)),
                to: queryClient.getQueryData<ColumnData>(columnKey(to, sort, store)),
            };
            queryClient.setQueryData<ColumnData>(columnKey(from, sort, store), data => removeFromColumn(data, order.id));
            queryClient.setQueryData<ColumnData>(columnKey(to, sort, store), data => addToColumn(data, { ...order, status: to }, sort));
            const moved = await updateOrder(order, { status: to });
            if (!moved) {
                queryClient.setQueryData(columnKey(from, sort, store), before.from);
                queryClient.setQueryData(columnKey(to, sort, store), before.to);
            }
            void queryClient.invalidateQueries({ queryKey: columnKey(from, sort, store) });
            void queryClient.invalidateQueries({ queryKey: columnKey(to, sort, store) });
            return moved;
        },
        [queryClient, updateOrder, sort, store],
    );
};
