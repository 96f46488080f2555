import { useState } from 'react';
import { EditButton, useCanAccess, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { Button, Stack } from '@mui/material';
import { useNotifyError } from '../common/useNotifyError';
import type { PurchaseOrder } from '../types';
import { ReceiveDialog } from './ReceiveDialog';
import { purchaseOrderStep } from './api';

/** Edit (a draft), Send (e-mailed with its PDF), Receive, Cancel and the PDF, as the role and status allow. */
export const PurchaseActions = () => {
    const order = useRecordContext<PurchaseOrder>();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const refresh = useRefresh();
    const [receiving, setReceiving] = useState(false);
    const [busy, setBusy] = useState(false);
    const { canAccess: manage } = useCanAccess({ resource: 'purchase-orders', action: 'send' });
    const { canAccess: receive } = useCanAccess({ resource: 'purchase-orders', action: 'receive' });
    // a row of the list stands in until the purchase order's own answer arrives (no lines, no receipts)
    if (!order?.lines || !order.receipts) return null;
    const step = async (which: 'send' | 'cancel') => {
        setBusy(true);
        try {
            const after = await purchaseOrderStep(order.id, which);
            notify(which === 'send' ? `${after.number} e-mailed to ${after.supplier_email}.` : `${after.number} cancelled.`, { type: 'success' });
            refresh();
        } catch (error) {
            notifyError(error, which === 'send' ? 'The purchase order could not be sent' : 'The purchase order could not be cancelled');
        } finally {
            setBusy(false);
        }
    };
    const open = ['draft', 'sent'].includes(order.status);
    const arriving = ['draft', 'sent', 'partly_received'].includes(order.status);
    return (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {manage && order.status === 'draft' ? <EditButton /> : null}
            {manage && open ? (
                <Button variant="contained" onClick={() => void step('send')} disabled={busy}>
                    {order.status === 'sent' ? 'Send again' : 'Send to supplier'}
                </Button>
            ) : null}
            {receive && arriving ? (
                <Button variant="contained" color="success" onClick={() => setReceiving(true)}>
                    Receive
                </Button>
            ) : null}
            <Button href={order.pdf_url} target="_blank" rel="noopener">
                PDF
            </Button>
            {manage && open && order.receipts.length === 0 ? (
                <Button color="error" onClick={() => void step('cancel')} disabled={busy}>
                    Cancel order
                </Button>
            ) : null}
            {receiving ? <ReceiveDialog order={order} onClose={() => setReceiving(false)} /> : null}
        </Stack>
    );
};
