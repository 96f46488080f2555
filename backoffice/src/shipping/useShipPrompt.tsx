import { useCallback, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { SUMMARY_KEY } from '../providers/useSummary';
import { ShipDialog } from './ShipDialog';

/** Ships the order without a courier (a plain status change); true when it shipped. */
type Skip = () => Promise<boolean>;

/**
 * Moving an order to shipped asks for courier and AWB first: `ask(orderId, skip)` opens the dialog
 * and resolves true once shipped (lists and totals read again), false on Cancel (the card stays
 * put). With `skip`, the dialog offers 'No AWB yet', which runs it. Without, it only adds
 * the courier and AWB to an order already shipped ('Add AWB').
 */
export const useShipPrompt = () => {
    const [asked, setAsked] = useState<{ orderId: string; skip: Skip | null } | null>(null);
    const settle = useRef<(shipped: boolean) => void>(() => undefined);
    const notify = useNotify();
    const queryClient = useQueryClient();

    const ask = useCallback(
        (orderId: string, skip?: Skip) =>
            new Promise<boolean>(resolve => {
                settle.current = resolve;
                setAsked({ orderId, skip: skip ?? null });
            }),
        [],
    );

    const close = (shipped: boolean) => {
        setAsked(null);
        settle.current(shipped);
    };

    const skip = asked?.skip;
    const dialog = asked ? (
        <ShipDialog
            orderId={asked.orderId}
            onCancel={() => close(false)}
            onSkip={
                skip
                    ? async () => {
                          setAsked(null);
                          settle.current(await skip());
                      }
                    : undefined
            }
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
