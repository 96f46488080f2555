import { useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatRupees } from '../format';
import type { MarginRow } from '../types';
import { getMarginDetail } from './api';

const KIND_LABELS: Record<string, string> = {
    blanks: 'Blanks',
    print: 'Print',
    packaging: 'Packaging',
    courier: 'Courier',
    returns: 'Returns',
    gateway: 'Gateway fee',
    rto: 'Return to origin',
};

/** An order's costs, each with where it came from (a purchase order, a rate, an AWB, a credit note). */
export const CostLines = () => {
    const record = useRecordContext<MarginRow>();
    const orderId = record?.order_id ?? '';
    const { data } = useQuery({
        queryKey: ['margins', 'order', orderId],
        queryFn: () => getMarginDetail(orderId),
        enabled: Boolean(orderId),
    });
    if (!data) return null;
    return (
        <Box sx={{ px: 2, pb: 1 }}>
            <Table size="small" aria-label={`Costs of ${orderId}`}>
                <TableHead>
                    <TableRow>
                        <TableCell>Cost</TableCell>
                        <TableCell>Source</TableCell>
                        <TableCell align="right">Amount</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {data.lines.map((line, i) => (
                        <TableRow key={`${line.kind}-${i}`}>
                            <TableCell>{KIND_LABELS[line.kind] ?? line.kind}</TableCell>
                            <TableCell>{line.source}</TableCell>
                            <TableCell align="right">{formatRupees(line.amount)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <Typography variant="body2" sx={{ mt: 1 }}>
                Sales {formatRupees(data.sales)} (taxable value, excl. GST) less costs {formatRupees(data.cost)} = margin{' '}
                {formatRupees(data.margin)}
            </Typography>
        </Box>
    );
};
