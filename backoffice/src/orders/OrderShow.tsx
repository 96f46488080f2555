import { Show, useShowContext } from 'react-admin';
import { Box, Grid, LinearProgress, Typography } from '@mui/material';
import type { OrderDetail } from './types';
import { OrderHeader } from './OrderHeader';
import { OrderLines } from './OrderLines';
import { OrderDesigns } from './OrderDesigns';
import { OrderHistory } from './OrderHistory';
import { OrderCustomer } from './OrderCustomer';
import { OrderInvoices } from '../invoices/OrderInvoices';
import { OrderNotes } from '../notes/OrderNotes';
import { OrderProofs } from '../proofs/OrderProofs';
import { OrderPayments } from '../ageing/OrderPayments';
import { OrderEwayBill } from '../ewaybills/OrderEwayBill';
import { OrderParcel } from '../couriers/OrderParcel';

const OrderShowLayout = () => {
    const { record } = useShowContext<OrderDetail>();
    if (!record) return null;
    // a row of a list (the board's, the orders list's) stands in until the order's own answer arrives:
    // it has no lines, breakdown, address or history yet
    if (!record.breakdown) return <LinearProgress aria-label="Loading the order" sx={{ m: 2 }} />;
    return (
        <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
            <OrderHeader record={record} />
            <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
                    <OrderLines record={record} />
                    <OrderDesigns record={record} />
                    {record.instructions ? (
                        <Box>
                            <Typography variant="subtitle2">Special instructions</Typography>
                            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                                {record.instructions}
                            </Typography>
                        </Box>
                    ) : null}
                </Grid>
                <Grid size={{ xs: 12, md: 5 }} sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
                    <OrderCustomer record={record} />
                    {record.shipment ? <OrderParcel orderId={record.order_id} /> : null}
                    <OrderProofs orderId={record.order_id} pending={record.status === 'pending'} />
                    <OrderPayments orderId={record.order_id} />
                    <OrderNotes orderId={record.order_id} />
                    <OrderInvoices orderId={record.order_id} />
                    <OrderEwayBill orderId={record.order_id} status={record.status} />
                    <OrderHistory record={record} />
                </Grid>
            </Grid>
        </Box>
    );
};

/** The order page: status and payment, lines, designs, amount breakdown, address, history. */
export const OrderShow = () => (
    <Show title={<OrderTitle />} actions={false}>
        <OrderShowLayout />
    </Show>
);

const OrderTitle = () => {
    const { record } = useShowContext<OrderDetail>();
    return <span>Order {record?.order_id ?? ''}</span>;
};

export default OrderShow;
