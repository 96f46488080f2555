import { CanAccess } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { STATUS_COLOR } from './statuses';
import { formatDate, formatRupees } from '../format';
import type { OrderDetail } from './types';
import { PaymentToggle } from './PaymentToggle';
import { OrderStatusSelect } from './OrderStatusSelect';
import { WhatsAppLink } from '../whatsapp/WhatsAppLink';
import { hasInvoice } from '../invoices/hasInvoice';
import { orderFileUrl } from '../providers/fileUrls';
import { ShipmentInfo } from '../shipping/ShipmentInfo';
import { PackButton } from '../packs';
import { OrderDates } from './OrderDates';

/** Order id, date, amount, dispatch date and print day, and the two changes the team makes: status and payment. */
export const OrderHeader = ({ record }: { record: OrderDetail }) => (
    <Card variant="outlined" sx={{ borderLeft: `6px solid ${STATUS_COLOR[record.status]}` }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
            <Box>
                <Typography variant="h5" component="h1" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                    {record.order_id}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                    {formatDate(record.date)} · {record.product}
                    {record.sleeve ? ` (${record.sleeve})` : ''} · {formatRupees(record.amount)} ·{' '}
                    {record.payment_method === 'upi' ? 'UPI' : 'Cash on delivery'}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    <Chip label={record.status} size="small" sx={{ textTransform: 'capitalize', bgcolor: `${STATUS_COLOR[record.status]}22` }} />
                    <Chip label={record.payment_status} size="small" variant="outlined" color={record.payment_status === 'paid' ? 'success' : 'warning'} />
                </Stack>
                <OrderDates record={record} />
                {record.quote_number ? (
                    <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                        Business order from quote {record.quote_number}
                    </Typography>
                ) : null}
                {record.replacement_of ? (
                    <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                        Replacement for{' '}
                        <Link component={RouterLink} to={`/orders/${encodeURIComponent(record.replacement_of)}/show`}>
                            {record.replacement_of}
                        </Link>
                        , at no charge: it moves under a delivery challan, not a tax invoice.
                    </Typography>
                ) : null}
                {record.shipment ? <ShipmentInfo shipment={record.shipment} orderId={record.order_id} /> : null}
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <OrderStatusSelect record={record} />
                <PaymentToggle />
                {hasInvoice(record) ? (
                    <Button
                        href={orderFileUrl(record.order_id, record.replacement_of ? 'challan.pdf' : 'invoice.pdf')}
                        target="_blank"
                        rel="noopener"
                    >
                        {record.replacement_of ? 'Delivery challan' : 'Invoice'}
                    </Button>
                ) : null}
                <CanAccess resource="orders" action="pack">
                    <PackButton orderId={record.order_id} />
                </CanAccess>
                <WhatsAppLink order={record} />
            </Stack>
        </CardContent>
    </Card>
);
