import { useState } from 'react';
import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import type { RemittanceLine } from '../types';
import { PAGE, type LineGroup } from './api';
import { useLines, useMissing } from './useRemittances';

const Pager = ({ offset, count, onMove }: { offset: number; count: number; onMove: (offset: number) => void }) => (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 1 }}>
        <Button size="small" disabled={offset === 0} onClick={() => onMove(Math.max(offset - PAGE, 0))}>
            Previous
        </Button>
        <Button size="small" disabled={count < PAGE} onClick={() => onMove(offset + PAGE)}>
            Next
        </Button>
    </Box>
);

const difference = (line: RemittanceLine) => {
    if (line.difference == null) return '';
    const value = Number(line.difference);
    if (value === 0) return '';
    return value < 0 ? `short by ${formatRupees(-value)}` : `over-paid by ${formatRupees(value)}`;
};

/** One group's lines of a file, a page at a time, in the file's order. */
export const LinesTable = ({ fileId, group, label }: { fileId: string; group: LineGroup; label: string }) => {
    const [offset, setOffset] = useState(0);
    const { data: lines = [], isPending } = useLines(fileId, group, offset, true);
    if (isPending) return <Typography>Reading the lines...</Typography>;
    if (!lines.length && offset === 0) return <Typography color="text.secondary">No lines in this group.</Typography>;
    const matched = group === 'exact' || group === 'short';
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={label}>
                <TableHead>
                    <TableRow>
                        <TableCell>Line</TableCell>
                        <TableCell>AWB</TableCell>
                        <TableCell>Order</TableCell>
                        <TableCell align="right">Remitted</TableCell>
                        {matched && <TableCell align="right">Due</TableCell>}
                        {matched ? <TableCell>Difference</TableCell> : <TableCell>Why</TableCell>}
                        <TableCell>Date</TableCell>
                        <TableCell>UTR</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {lines.map(line => (
                        <TableRow key={line.id}>
                            <TableCell>{line.row}</TableCell>
                            <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>{line.awb}</TableCell>
                            <TableCell>{line.order_id}</TableCell>
                            <TableCell align="right">{formatRupees(line.amount)}</TableCell>
                            {matched && <TableCell align="right">{formatRupees(line.expected)}</TableCell>}
                            {matched ? <TableCell>{difference(line)}</TableCell> : <TableCell>{line.reason}</TableCell>}
                            <TableCell>{formatDate(line.remitted_on)}</TableCell>
                            <TableCell>{line.utr}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <Pager offset={offset} count={lines.length} onMove={setOffset} />
        </Box>
    );
};

/** The courier's delivered COD parcels that no file has paid for, past its cycle, oldest first. */
export const MissingTable = ({ fileId, cycleDays }: { fileId: string; cycleDays: number }) => {
    const [offset, setOffset] = useState(0);
    const { data: parcels = [], isPending } = useMissing(fileId, offset, true);
    if (isPending) return <Typography>Reading the parcels...</Typography>;
    if (!parcels.length && offset === 0) {
        return <Typography color="text.secondary">Every COD parcel delivered more than {cycleDays} days ago is in a file.</Typography>;
    }
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Delivered more than {cycleDays} days ago and in no remittance file of this courier yet.
            </Typography>
            <Table size="small" aria-label="Missing parcels">
                <TableHead>
                    <TableRow>
                        <TableCell>AWB</TableCell>
                        <TableCell>Order</TableCell>
                        <TableCell align="right">COD amount</TableCell>
                        <TableCell>Delivered</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {parcels.map(p => (
                        <TableRow key={p.id}>
                            <TableCell sx={{ fontFamily: 'ui-monospace, monospace' }}>{p.awb}</TableCell>
                            <TableCell>{p.order_id}</TableCell>
                            <TableCell align="right">{formatRupees(p.amount)}</TableCell>
                            <TableCell>{formatDate(p.delivered_on)}</TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <Pager offset={offset} count={parcels.length} onMove={setOffset} />
        </Box>
    );
};
