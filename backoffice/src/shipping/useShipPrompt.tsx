import { useCallback, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { SUMMARY_KEY } from '../providers/useSummary';
import { ShipDialog } from './ShipDialog';

/**
 * Moving an order to shipped asks for courier and AWB first: `ask(orderId)` opens the dialog and
 * resolves true once shipped (lists and totals read again), false on Cancel (the card stays put).
 */
export const useShipPrompt = () => {
    const [orderId, setOrderId] = useState<string | null>(null);
    const settle = useRef<(shipped: boolean) => void>(() => undefined);
    const notify = useNotify();
    const queryClient = useQueryClient();

    const ask = useCallback(
        (id: string) =>
            new Promise<boolean>(resolve => {
                settle.current = resolve;
                setOrderId(id);
            }),
        [],
    );

    const close = (shipped: boolean) => {
        setOrderId(null);
        settle.current(shipped);
    };

    const dialog = orderId ? (
        <ShipDialog
            orderId={orderId}
            onCancel={() => close(false)}
            onShipped={() => {
                notify('Order status updated.', { type: 'success' });
                void queryClient.invalidateQueries({ queryKey: ['orders'] });
                void queryClient.invalidateQueries({ queryKey: SUMMARY_KEY });
                close(true);
            }}
        />
    ) : null;

    return { ask, dialog };
};
