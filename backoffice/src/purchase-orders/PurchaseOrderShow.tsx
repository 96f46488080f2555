import { Labeled, Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import type { PurchaseOrder } from '../types';
import { PurchaseActions } from './PurchaseActions';
import { StatusChip } from './StatusChip';

const Heading = () => {
    const order = useRecordContext<PurchaseOrder>();
    if (!order) return null;
    return (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h1">
                {order.number}
            </Typography>
            <StatusChip />
            <Typography color="text.secondary">
                {order.supplier} · GSTIN {order.supplier_gstin} · {formatDate(order.created_at)}
                {order.expected_on ? ` · deliver by ${formatDate(order.expected_on)}` : ''}
            </Typography>
        </Box>
    );
};

/** The blanks, what arrived of each, and the input tax (CGST + SGST, or IGST from another state). */
const Lines = () => {
    const order = useRecordContext<PurchaseOrder>();
    // a row of the list stands in until the purchase order's own answer arrives: it has no lines yet
    if (!order?.lines) return null;
    const heads = order.intra_state ? (['cgst', 'sgst'] as const) : (['igst'] as const);
    return (
        <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Blanks ordered">
                <TableHead>
                    <TableRow>
                        <TableCell>Blank</TableCell>
                        <TableCell align="right">Ordered</TableCell>
                        <TableCell align="right">Received</TableCell>
                        <TableCell align="right">Rate</TableCell>
                        <TableCell align="right">Taxable</TableCell>
                        <TableCell align="right">GST</TableCell>
                        {heads.map(h => (
                            <TableCell key={h} align="right">
                                {h.toUpperCase()}
                            </TableCell>
                        ))}
                        <TableCell align="right">Total</TableCell>
                    </TableRow>
                </TableHead>
                <TableBody>
                    {order.lines.map(line => (
                        <TableRow key={line.id}>
                            <TableCell>{line.description}</TableCell>
                            <TableCell align="right">{line.quantity}</TableCell>
                            <TableCell align="right">{line.received}</TableCell>
                            <TableCell align="right">{formatRupees(line.rate)}</TableCell>
                            <TableCell align="right">{formatRupees(line.taxable)}</TableCell>
                            <TableCell align="right">{line.gst_rate}%</TableCell>
                            {heads.map(h => (
                                <TableCell key={h} align="right">
                                    {formatRupees(line[h])}
                                </TableCell>
                            ))}
                            <TableCell align="right">{formatRupees(line.total)}</TableCell>
                        </TableRow>
                    ))}
                    <TableRow>
                        <TableCell colSpan={4}>
                            <strong>Input tax {order.intra_state ? '(intra-state: CGST + SGST)' : '(inter-state: IGST)'}</strong>
                        </TableCell>
                        <TableCell align="right">{formatRupees(order.taxable)}</TableCell>
                        <TableCell />
                        {heads.map(h => (
                            <TableCell key={h} align="right">
                                {formatRupees(order[h])}
                            </TableCell>
                        ))}
                        <TableCell align="right">
                            <strong>{formatRupees(order.total)}</strong>
                        </TableCell>
                    </TableRow>
                </TableBody>
            </Table>
        </Box>
    );
};

const Receipts = () => {
    const order = useRecordContext<PurchaseOrder>();
    if (!order?.receipts || order.receipts.length === 0) return null;
    return (
        <Labeled label="Received">
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {order.receipts.map(r => (
                    <li key={r.id}>
                        Invoice {r.supplier_invoice_number} of {formatDate(r.supplier_invoice_date)}: {formatRupees(r.total)} (taxable{' '}
                        {formatRupees(r.taxable)})
                    </li>
                ))}
            </Box>
        </Labeled>
    );
};

/** One purchase order: its blanks and tax, what arrived, and Send, Receive, PDF, Cancel. */
export const PurchaseOrderShow = () => (
    <Show title="Purchase order">
        <SimpleShowLayout>
            <Heading />
            <PurchaseActions />
            <Lines />
            <Receipts />
        </SimpleShowLayout>
    </Show>
);

export default PurchaseOrderShow;
