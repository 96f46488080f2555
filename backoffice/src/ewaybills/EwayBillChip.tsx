import { Chip } from '@mui/material';
import { formatDateTime } from '../format';
import type { Order } from '../types';
import { runsOutSoon } from './api';

/**
 * A board card's e-way bill hint (CGST Rule 138): "E-way bill needed" on an order over the limit
 * with no number yet, before it leaves; "E-way bill runs out …" when the one on record has under a day left.
 */
export const EwayBillChip = ({ order }: { order: Order }) => {
    const open = order.status === 'pending' || order.status === 'confirm';
    if (order.ewaybill_needed && !order.ewaybill_valid_until && open) {
        return <Chip size="small" color="warning" variant="outlined" label="E-way bill needed" />;
    }
    if ((open || order.status === 'shipped') && runsOutSoon(order.ewaybill_valid_until)) {
        return <Chip size="small" color="error" variant="outlined" label={`E-way bill runs out ${formatDateTime(order.ewaybill_valid_until)}`} />;
    }
    return null;
};
