import { Labeled, Show, SimpleShowLayout, useRecordContext } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { formatDate, formatRupees } from '../format';
import type { PurchaseOrder } from '../types';
import { PurchaseActions } from './PurchaseActions';
import { PurchaseLines } from './PurchaseLines';
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
            <Typography color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {order.supplier} · GSTIN {order.supplier_gstin} · {formatDate(order.created_at)}
                {order.expected_on ? ` · deliver by ${formatDate(order.expected_on)}` : ''}
            </Typography>
        </Box>
    );
};

const Receipts = () => {
    const order = useRecordContext<PurchaseOrder>();
    if (!order?.receipts || order.receipts.length === 0) return null;
    return (
        <Labeled label="Received">
            <Box component="ul" sx={{ m: 0, pl: 2, overflowWrap: 'anywhere' }}>
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
    // no Edit in the corner: PurchaseActions offers it for a draft only, the one that may change
    <Show title="Purchase order" actions={false}>
        <SimpleShowLayout>
            <Heading />
            <PurchaseActions />
            <PurchaseLines />
            <Receipts />
        </SimpleShowLayout>
    </Show>
);

export default PurchaseOrderShow;
