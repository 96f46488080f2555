import { Chip } from '@mui/material';
import { formatDate } from '../format';
import type { Order } from '../types';

/** The print floor's marks on an order: "Waiting for blanks" (confirmed, blanks short) or "Printed dd/mm/yyyy". */
export const FloorMarks = ({ order }: { order: Pick<Order, 'status' | 'waiting_for_blanks' | 'printed_at'> }) => {
    if (order.status === 'confirm' && order.waiting_for_blanks) {
        return <Chip size="small" color="warning" label="Waiting for blanks" sx={{ justifySelf: 'start' }} />;
    }
    if (order.printed_at) {
        return <Chip size="small" color="success" variant="outlined" label={`Printed ${formatDate(order.printed_at)}`} sx={{ justifySelf: 'start' }} />;
    }
    return null;
};
