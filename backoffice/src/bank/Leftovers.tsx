import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import { getUnmatchedCredits, getUnpaidUpiOrders } from './api';

type Column = { label: string; sx?: Record<string, unknown> };
// long words (a narration's UPI/512345678901/payer@okaxis) break anywhere; the reason keeps room to read
const NARRATION = { maxWidth: 260, wordBreak: 'break-all' };
const WHY = { minWidth: 240 };

const Rows = ({ head, rows }: { head: Column[]; rows: (string | number)[][] }) =>
    rows.length === 0 ? (
        <Typography>None.</Typography>
    ) : (
        <Table size="small">
            <TableHead>
                <TableRow>{head.map(h => <TableCell key={h.label} sx={h.sx}>{h.label}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
                {rows.map((row, i) => (
                    <TableRow key={i}>{row.map((cell, j) => <TableCell key={j} sx={head[j]?.sx}>{cell}</TableCell>)}</TableRow>
                ))}
            </TableBody>
        </Table>
    );

/** What is left to chase: credits no order matched, and UPI orders still unpaid after N days (one above the other: the credits' reasons need the width). */
export const Leftovers = () => {
    const [days, setDays] = useState(3);
    const credits = useQuery({ queryKey: ['bank', 'unmatched'], queryFn: () => getUnmatchedCredits() });
    const orders = useQuery({ queryKey: ['bank', 'unpaid', days], queryFn: () => getUnpaidUpiOrders(days) });
    return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Card variant="outlined">
                <CardHeader title="Unmatched credits" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
                <CardContent sx={{ overflowX: 'auto' }}>
                    <Rows
                        head={[{ label: 'Date', sx: { whiteSpace: 'nowrap' } }, { label: 'Amount' }, { label: 'Narration', sx: NARRATION }, { label: 'Why', sx: WHY }]}
                        rows={(credits.data ?? []).map(c => [formatDate(c.value_date), formatRupees(c.amount), c.narration, c.reason])}
                    />
                </CardContent>
            </Card>
            <Card variant="outlined">
                <CardHeader
                    title="Unpaid UPI orders"
                    titleTypographyProps={{ variant: 'h6', component: 'h2' }}
                    action={
                        <TextField
                            label="Placed more than (days)"
                            type="number"
                            size="small"
                            value={days}
                            onChange={e => setDays(Math.max(0, Math.min(365, Number(e.target.value) || 0)))}
                            sx={{ width: 190 }}
                        />
                    }
                />
                <CardContent sx={{ overflowX: 'auto' }}>
                    <Rows
                        head={['Order', 'Placed', 'Amount', 'Name', 'Phone', 'UTR'].map(label => ({ label }))}
                        rows={(orders.data ?? []).map(o => [o.order_id, formatDate(o.created_at), formatRupees(o.amount), o.name, o.phone_number, o.upi_reference || '-'])}
                    />
                </CardContent>
            </Card>
        </Box>
    );
};
