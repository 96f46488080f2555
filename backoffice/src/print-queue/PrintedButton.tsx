import { useState } from 'react';
import { useCanAccess, useNotify, useRefresh } from 'react-admin';
import { Button } from '@mui/material';
import { errorText } from '../providers/errors';
import type { Order } from '../types';
import { markPrinted } from './api';

/** "Printed": the order's reserved blanks leave the shelf (`POST /api/office/print-queue/{id}/printed`); not offered while it waits for blanks. */
export const PrintedButton = ({ order }: { order: Order }) => {
    const { canAccess } = useCanAccess({ resource: 'print-queue', action: 'printed' });
    const notify = useNotify();
    const refresh = useRefresh();
    const [busy, setBusy] = useState(false);
    if (!canAccess || order.status !== 'confirm' || order.waiting_for_blanks || order.printed_at) return null;
    const mark = async () => {
        setBusy(true);
        try {
            await markPrinted(order.order_id);
            notify(`${order.order_id} printed.`, { type: 'success' });
            refresh();
        } catch (failure) {
            notify(errorText(failure, 'The order could not be marked printed.'), { type: 'error' });
        } finally {
            setBusy(false);
        }
    };
    return (
        <Button variant="contained" size="small" onClick={() => void mark()} disabled={busy}>
            Printed
        </Button>
    );
};
