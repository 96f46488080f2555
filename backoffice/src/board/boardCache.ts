import type { InfiniteData } from '@tanstack/react-query';
import type { GetInfiniteListResult } from 'react-admin';
import type { Order } from '../types';

/** A board column as react-admin's useInfiniteGetList caches it: pages of `{data, total}`. */
export type ColumnData = InfiniteData<GetInfiniteListResult<Order>, number>;

const newestFirst = (a: Order, b: Order) =>
    (b.created_at ?? b.date).localeCompare(a.created_at ?? a.date) || b.order_id.localeCompare(a.order_id);

/** The 'Soonest due' order (the server's `dispatch_by` ASC): soonest due first, undated last, then oldest. */
const soonestDueFirst = (a: Order, b: Order) =>
    (a.dispatch_by ?? '9999').localeCompare(b.dispatch_by ?? '9999') ||
    (a.created_at ?? a.date).localeCompare(b.created_at ?? b.date) ||
    a.order_id.localeCompare(b.order_id);

/** Pending and confirmed orders are still to print and hand over: only they have a due date to go by. */
export const isOpen = (status: Order['status']) => status === 'pending' || status === 'confirm';

/**
 * How the board orders its columns: 'newest' (the specification's "Cards are newest first", the
 * default, every column) or 'due' (the open columns soonest due first, the others still newest first).
 */
export type BoardSort = 'newest' | 'due';

/** Whether a column of this status goes by due date under the person's chosen sort. */
export const byDue = (status: Order['status'], sort: BoardSort) => sort === 'due' && isOpen(status);

/** The column without the order (total one less). */
export const removeFromColumn = (data: ColumnData | undefined, id: Order['id']): ColumnData | undefined => {
    if (!data) return data;
    const found = data.pages.some(page => page.data.some(order => order.id === id));
    if (!found) return data;
    return {
        ...data,
        pages: data.pages.map(page => ({
            ...page,
            data: page.data.filter(order => order.id !== id),
            total: Math.max(0, (page.total ?? 0) - 1),
        })),
    };
};

/**
 * The column with the order added where it belongs (newest first; soonest due first in an open column
 * sorted by due date) among the loaded cards, total one more. An order older than every loaded card
 * goes at the end of the loaded cards.
 */
export const addToColumn = (data: ColumnData | undefined, order: Order, sort: BoardSort = 'newest'): ColumnData | undefined => {
    if (!data) return data;
    const others = (page: GetInfiniteListResult<Order>) => page.data.filter(o => o.id !== order.id);
    const merged = [...data.pages.flatMap(others), order].sort(byDue(order.status, sort) ? soonestDueFirst : newestFirst);
    // Re-slice the merged list back into the same number of pages (the last page takes the extra card).
    const sizes = data.pages.map(page => others(page).length);
    sizes[sizes.length - 1] = (sizes[sizes.length - 1] ?? 0) + 1;
    const total = (data.pages[0]?.total ?? 0) + 1;
    let cursor = 0;
    return {
        ...data,
        pages: data.pages.map((page, index) => {
            const slice = merged.slice(cursor, cursor + sizes[index]);
            cursor += sizes[index];
            return { ...page, data: slice, total };
        }),
    };
};
