import { useCallback, useState } from 'react';
import { useListContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { SUMMARY_KEY } from '../../providers/useSummary';
import { useNotifyError } from '../../common/useNotifyError';
import type { BulkChange, BulkChangeAnswer } from '../../types';
import { bulkUpdateOrders } from '../api';

export const BULK_MAX = 100;

/**
 * A bulk change of the ticked orders: one call (`POST /api/office/orders/bulk`), each order through
 * the server's one update service. Keeps the answer for the results dialog; the refused orders stay
 * ticked (to try again or open), the lists and header totals are read again.
 */
export const useBulkChange = () => {
    const { selectedIds, onSelect } = useListContext();
    const queryClient = useQueryClient();
    const notifyError = useNotifyError();
    const [answer, setAnswer] = useState<BulkChangeAnswer | null>(null);
    const [busy, setBusy] = useState(false);

    const run = useCallback(
        async (change: BulkChange) => {
            setBusy(true);
            try {
                const result = await bulkUpdateOrders(selectedIds.map(String), change);
                setAnswer(result);
                onSelect(result.results.filter(r => !r.ok).map(r => r.order_id));
            } catch (error) {
                notifyError(error, 'Failed to update the selected orders.');
            } finally {
                setBusy(false);
                await Promise.all([
                    queryClient.invalidateQueries({ queryKey: ['orders'] }),
                    queryClient.invalidateQueries({ queryKey: SUMMARY_KEY }),
                ]);
            }
        },
        [selectedIds, onSelect, queryClient, notifyError],
    );

    return { run, busy, answer, clear: () => setAnswer(null), count: selectedIds.length };
};
