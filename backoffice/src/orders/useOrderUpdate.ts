import { useCallback } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNotifyError } from '../common/useNotifyError';
import { SUMMARY_KEY } from '../providers/useSummary';
import type { Order, OrderStatus, PaymentStatus } from '../types';

export type OrderChange = { status: OrderStatus } | { payment_status: PaymentStatus };

/** SPEC section 8 for payments; the board's and the order page's words for a status. */
const MESSAGES = {
    status: { done: 'Order status updated.', failed: 'Failed to update order status.' },
    payment: { done: 'Payment status updated successfully.', failed: 'Failed to update payment status.' },
};

/**
 * Every status or payment change the console makes (board, accounts, order page):
 * `PUT /api/office/orders/{order_id}` through react-admin's update, the notice, then the lists
 * (which filter on status and payment) and the header totals are read again.
 */
export const useOrderUpdate = () => {
    const [update] = useUpdate<Order>();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const queryClient = useQueryClient();

    return useCallback(
        async (order: Pick<Order, 'id'>, change: OrderChange): Promise<boolean> => {
            const words = 'status' in change ? MESSAGES.status : MESSAGES.payment;
            try {
                await update(
                    'orders',
                    { id: order.id, data: change, previousData: order as Order },
                    { mutationMode: 'pessimistic', returnPromise: true },
                );
                notify(words.done, { type: 'success' });
                return true;
            } catch (error) {
                notifyError(error, words.failed);
                return false;
            } finally {
                await Promise.all([
                    queryClient.invalidateQueries({ queryKey: ['orders', 'getList'] }),
                    queryClient.invalidateQueries({ queryKey: ['orders', 'getManyReference'] }),
                    queryClient.invalidateQueries({ queryKey: SUMMARY_KEY }),
                ]);
            }
        },
        [update, notify, notifyError, queryClient],
    );
};
