import { Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import type { SettlementMismatch } from '../types';
import { useMismatches } from './useSettlements';

const KIND: Record<SettlementMismatch['mismatch'], string> = {
    '': '',
    unknown: 'Unknown',
    fee: 'Fee too high',
    amount: 'Other amount',
    missing: 'Not settled',
};

/** What to take up with the gateway: lines the shop does not know, fees above the agreed rate, other amounts, payments not settled. */
export const Mismatches = () => {
    const { data = [] } = useMismatches();
    return (
        <Card variant="outlined">
            <CardHeader title="Mismatches" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
            <CardContent sx={{ overflowX: 'auto' }}>
                {data.length === 0 ? (
                    <Typography>None.</Typography>
                ) : (
                    <Table size="small" aria-label="Mismatches">
                        <TableHead>
                            <TableRow>
                                {['Kind', 'Id', 'Order', 'Amount', 'Date', 'Why'].map(h => <TableCell key={h}>{h}</TableCell>)}
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {data.map(m => (
                                <TableRow key={`${m.mismatch}-${m.entity_id}`}>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{KIND[m.mismatch]}</TableCell>
                                    <TableCell sx={{ wordBreak: 'break-all' }}>{m.entity_id}</TableCell>
                                    <TableCell>{m.order_id ?? '-'}</TableCell>
                                    <TableCell>{formatRupees(m.amount)}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(m.day)}</TableCell>
                                    <TableCell sx={{ minWidth: 240 }}>{m.reason}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                )}
            </CardContent>
        </Card>
    );
};
