import { FunctionField, Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import type { Settlement } from '../types';
import { useLines } from './useSettlements';

const Lines = () => {
    const settlement = useRecordContext<Settlement>();
    const { data = [] } = useLines(settlement?.id ?? 0);
    if (!settlement) return null;
    return (
        <Table size="small" aria-label="Lines">
            <TableHead>
                <TableRow>
                    {['Line', 'Kind', 'Id', 'Order', 'Amount', 'Fee', 'GST on fee', 'Net', 'Mismatch'].map(h => <TableCell key={h}>{h}</TableCell>)}
                </TableRow>
            </TableHead>
            <TableBody>
                {data.map(line => (
                    <TableRow key={line.id}>
                        <TableCell>{line.row}</TableCell>
                        <TableCell>{line.kind}</TableCell>
                        <TableCell sx={{ wordBreak: 'break-all' }}>{line.entity_id}</TableCell>
                        <TableCell>{line.order_id ?? '-'}</TableCell>
                        <TableCell>{formatRupees(line.amount)}</TableCell>
                        <TableCell>{formatRupees(line.fee)}</TableCell>
                        <TableCell>{formatRupees(line.tax)}</TableCell>
                        <TableCell>{formatRupees(line.net)}</TableCell>
                        <TableCell sx={{ minWidth: 200 }}>{line.reason || '-'}</TableCell>
                    </TableRow>
                ))}
            </TableBody>
        </Table>
    );
};

/** One settlement: its totals, the bank credit that received it, and its lines with their matches. */
export const SettlementShow = () => (
    <Show title="Settlement">
        <SimpleShowLayout>
            <TextField source="settlement_id" label="Settlement" />
            <TextField source="utr" label="UTR" />
            <FunctionField label="Settled" render={(s: Settlement) => formatDate(s.settled_on)} />
            <FunctionField label="Gross - fees - GST = net" render={(s: Settlement) => `${formatRupees(s.gross)} - ${formatRupees(s.fees)} - ${formatRupees(s.tax)} = ${formatRupees(s.net)}`} />
            <FunctionField label="In the bank" render={(s: Settlement) => (s.bank_date ? `Credited ${formatDate(s.bank_date)}` : 'No bank credit with this UTR and amount yet')} />
            <Typography variant="h6" component="h2">
                Lines
            </Typography>
            <Lines />
        </SimpleShowLayout>
    </Show>
);

export default SettlementShow;
