import { Chip } from '@mui/material';
import { formatDate } from '../format';
import type { Order } from '../types';
import { DUE_LOOK, dueState } from './due';

/** An open order's dispatch date with its state in words and colour: "Late · 22/11/2026". */
export const DueChip = ({ order }: { order: Pick<Order, 'dispatch_by' | 'status'> }) => {
    const state = dueState(order.dispatch_by, order.status);
    if (!state || !order.dispatch_by) return null;
    const look = DUE_LOOK[state];
    return (
        <Chip
            size="small"
            data-due={state}
            label={`${look.label} · ${formatDate(order.dispatch_by)}`}
            title={`Dispatch by ${formatDate(order.dispatch_by)}`}
            sx={{ color: look.color, bgcolor: look.background, fontWeight: state === 'later' ? 400 : 700, border: `1px solid ${look.color}` }}
        />
    );
};
