import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useShop, SUMMARY_KEY } from '../providers/useShop';
import type { AdminOrder, OrderStatus } from '../types';
import { BOARD_KEY, addToColumn, columnKey, removeFromColumn, type ColumnData } from './boardCache';

export const PAGE_SIZE = 20;

/** One column of the board: `GET /api/<status>orders/` page by page, newest first. */
export const useBoardColumn = (status: OrderStatus) => {
    const shop = useShop();
    return useInfiniteQuery({
        queryKey: columnKey(status),
        queryFn: ({ pageParam }) => shop.boardColumn(status, { limit: PAGE_SIZE, offset: pageParam }),
        initialPageParam: 0,
        getNextPageParam: (last, pages) => {
            const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
            return loaded < last.total && last.items.length > 0 ? loaded : undefined;
        },
        staleTime: 5_000,
    });
};

/**
 * Moves an order to another status: the card moves at once (optimistic), then
 * `PATCH /api/order/status/`; on failure the card goes back and the message is shown.
 */
export const useMoveOrder = () => {
    const shop = useShop();
    const notify = useNotify();
    const queryClient = useQueryClient();

    return useCallback(
        async (order: AdminOrder, to: OrderStatus): Promise<boolean> => {
            const from = order.status;
            if (from === to) return true;
            await queryClient.cancelQueries({ queryKey: BOARD_KEY });
            const before = {
                from: queryClient.getQueryData<ColumnData>(columnKey(from)),
                to: queryClient.getQueryData<ColumnData>(columnKey(to)),
            };
            queryClient.setQueryData<ColumnData>(columnKey(from), data => removeFromColumn(data, order.order_id));
            queryClient.setQueryData<ColumnData>(columnKey(to), data => addToColumn(data, { ...order, status: to }));
            try {
                const result = await shop.orderStatusSet(order.order_id, to);
                notify(result?.message ?? 'Order status updated.', { type: 'success' });
                return true;
            } catch (error) {
                queryClient.setQueryData(columnKey(from), before.from);
                queryClient.setQueryData(columnKey(to), before.to);
                notify(error instanceof Error ? error.message : 'Failed to update order status.', { type: 'error' });
                return false;
            } finally {
                void queryClient.invalidateQueries({ queryKey: columnKey(from) });
                void queryClient.invalidateQueries({ queryKey: columnKey(to) });
                void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
                void queryClient.invalidateQueries({ queryKey: ['orders'] });
            }
        },
        [queryClient, shop, notify],
    );
};
