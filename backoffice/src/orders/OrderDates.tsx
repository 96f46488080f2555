import { Stack, Typography } from '@mui/material';
import { formatDate } from '../format';
import { DueChip } from '../planning/DueChip';
import type { OrderDetail } from './types';

/**
 * The order's promised dispatch date (its delivery promise) and the day the print floor plans to print
 * it (core/planning), as dd/mm/yyyy; an open order's due state beside them in words and colour.
 * Nothing when the order has neither (placed before due dates were kept).
 */
export const OrderDates = ({ record }: { record: Pick<OrderDetail, 'dispatch_by' | 'print_on' | 'status'> }) => {
    if (!record.dispatch_by && !record.print_on) return null;
    return (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {record.dispatch_by ? (
                <Typography variant="body2">
                    Dispatch by <strong>{formatDate(record.dispatch_by)}</strong>
                </Typography>
            ) : null}
            {record.print_on ? (
                <Typography variant="body2">
                    Print day <strong>{formatDate(record.print_on)}</strong>
                </Typography>
            ) : null}
            <DueChip order={record} />
        </Stack>
    );
};
