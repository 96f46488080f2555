import type { InfiniteData } from '@tanstack/react-query';
import type { AdminOrder, OrderStatus, Page } from '../types';

export type ColumnData = InfiniteData<Page<AdminOrder>, number>;

export const BOARD_KEY = ['shop', 'board'] as const;
export const columnKey = (status: OrderStatus) => [...BOARD_KEY, status] as const;

const newestFirst = (a: AdminOrder, b: AdminOrder) =>
    (b.created_at ?? b.date).localeCompare(a.created_at ?? a.date) || b.order_id.localeCompare(a.order_id);

/** The column without the order (total one less). */
export const removeFromColumn = (data: ColumnData | undefined, orderId: string): ColumnData | undefined => {
    if (!data) return data;
    const found = data.pages.some(page => page.items.some(order => order.order_id === orderId));
    if (!found) return data;
    return {
        ...data,
        pages: data.pages.map(page => ({
            items: page.items.filter(order => order.order_id !== orderId),
            total: Math.max(0, page.total - 1),
        })),
    };
};

/**
 * The column with the order added where it belongs (newest first) among the loaded cards,
 * total one more. An order older than every loaded card goes at the end of the loaded cards.
 */
export const addToColumn = (data: ColumnData | undefined, order: AdminOrder): ColumnData | undefined => {
    if (!data) return data;
    const all = data.pages.flatMap(page => page.items).filter(o => o.order_id !== order.order_id);
    const merged = [...all, order].sort(newestFirst);
    let cursor = 0;
    // Re-slice the merged list back into the same number of pages (the last page takes the extra card).
    const sizes = data.pages.map(page => page.items.filter(o => o.order_id !== order.order_id).length);
    sizes[sizes.length - 1] = (sizes[sizes.length - 1] ?? 0) + 1;
    const total = (data.pages[0]?.total ?? 0) + 1;
    return {
        ...data,
        pages: data.pages.map((_, index) => {
            const items = merged.slice(cursor, cursor + sizes[index]);
            cursor += sizes[index];
            return { items, total };
        }),
    };
};
