import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { Button } from '@mui/material';
import type { Order } from '../types';
import { useOrderUpdate } from './useOrderUpdate';

/**
 * 'Mark as Paid' for an unpaid order, 'Mark as Unpaid' for a paid one (the record in context);
 * nothing for a member whose role may not change a payment.
 */
export const PaymentToggle = () => {
    const order = useRecordContext<Order>();
    const updateOrder = useOrderUpdate();
    const [busy, setBusy] = useState(false);
    const { canAccess } = useCanAccess({ resource: 'orders', action: 'payment' });
    if (!order || !canAccess) return null;
    const next = order.payment_status === 'paid' ? 'unpaid' : 'paid';
    const label = next === 'paid' ? 'Mark as Paid' : 'Mark as Unpaid';
    return (
        <Button
            size="small"
            variant={next === 'paid' ? 'contained' : 'outlined'}
            color={next === 'paid' ? 'success' : 'warning'}
            disabled={busy}
            aria-label={`${label} order ${order.order_id}`}
            onClick={async event => {
                event.stopPropagation();
                setBusy(true);
                await updateOrder(order, { payment_status: next });
                setBusy(false);
            }}
            sx={{ textTransform: 'none', minWidth: 130 }}
        >
            {label}
        </Button>
    );
};
