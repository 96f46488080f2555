import { memo } from 'react';
import { Link } from 'react-router-dom';
import { CanAccess } from 'react-admin';
import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { FloorMarks } from '../print-queue/FloorMarks';
import { formatDate } from '../format';
import type { Order, OrderStatus } from '../types';
import { StatusForm } from './StatusForm';
import { DesignButtons } from '../orders/DesignButtons';
import { LineDesigns } from '../orders/LineDesigns';
import { ShipmentInfo } from '../shipping/ShipmentInfo';
import { InvoiceButton } from '../invoices/InvoiceButton';
import { WhatsAppLink } from '../whatsapp/WhatsAppLink';
import { PackButton } from '../packs';
import { DueChip } from '../planning/DueChip';
import { dueEdge } from '../planning/due';
import { EwayBillChip } from '../ewaybills/EwayBillChip';

interface OrderCardProps {
    order: Order;
    onStatusSubmit: (order: Order, status: OrderStatus) => Promise<boolean | void> | void;
    dragging?: boolean;
}

/**
 * A card of the board: order_id, date (dd/mm/yyyy), name, color, each line's design with its size and quantity (and the
 * order a replacement replaces); Update Status; the two designs; invoice (a replacement's delivery challan), production pack, WhatsApp.
 */
export const OrderCard = memo(({ order, onStatusSubmit, dragging = false }: OrderCardProps) => (
    <Card
        component="article"
        aria-label={`Order ${order.order_id}`}
        variant="outlined"
        sx={{
            borderRadius: 2,
            boxShadow: dragging ? 6 : 0,
            transform: dragging ? 'rotate(1.5deg)' : undefined,
            bgcolor: 'background.paper',
            borderLeft: dueEdge(order),
        }}
    >
        <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, display: 'grid', gap: 0.75 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography
                    component={Link}
                    to={`/orders/${encodeURIComponent(order.order_id)}/show`}
                    variant="subtitle2"
                    sx={{ fontFamily: 'ui-monospace, monospace', color: 'primary.main', textDecoration: 'none', whiteSpace: 'nowrap' }}
                >
                    {order.order_id}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                    {formatDate(order.date ?? order.created_at)}
                </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {order.name}
                </Typography>
                <Chip
                    size="small"
                    variant="outlined"
                    label={order.payment_status === 'paid' ? 'Paid' : 'Unpaid'}
                    color={order.payment_status === 'paid' ? 'success' : 'warning'}
                />
            </Box>
            <FloorMarks order={order} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
                <Box
                    aria-hidden
                    sx={{
                        width: 14,
                        height: 14,
                        borderRadius: '50%',
                        border: '1px solid rgba(0,0,0,0.25)',
                        bgcolor: order.color_hex ?? 'transparent',
                        flex: 'none',
                    }}
                />
                <Typography variant="body2" noWrap sx={{ flex: 'none', maxWidth: '60%' }} title={order.color}>
                    {order.color}
                </Typography>
                {order.product ? (
                    <Typography variant="caption" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
                        · {order.product}
                        {order.sleeve ? ` (${order.sleeve})` : ''}
                    </Typography>
                ) : null}
            </Box>
            {order.quote_number ? (
                <Typography variant="caption" color="primary.main" sx={{ fontWeight: 600 }}>
                    Business order · {order.quote_number}
                </Typography>
            ) : null}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                <DueChip order={order} />
                <EwayBillChip order={order} />
            </Box>
            {order.replacement_of ? (
                <Typography variant="caption" color="secondary.main" sx={{ fontWeight: 600 }}>
                    Replacement for {order.replacement_of}
                </Typography>
            ) : null}
            <LineDesigns order={order} />
            {order.shipment ? <ShipmentInfo shipment={order.shipment} orderId={order.order_id} /> : null}
            <CanAccess resource="orders" action="status">
                <Box sx={{ mx: -0.5 }}>
                    <StatusForm orderId={order.order_id} onSubmit={status => onStatusSubmit(order, status)} />
                </Box>
            </CanAccess>
            <DesignButtons orderId={order.order_id} hasFront={order.front !== null} hasBack={order.back !== null} />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mx: -0.5 }}>
                <InvoiceButton order={order} />
                <CanAccess resource="orders" action="pack">
                    <PackButton orderId={order.order_id} compact />
                </CanAccess>
                <WhatsAppLink order={order} />
            </Box>
        </CardContent>
    </Card>
));
OrderCard.displayName = 'OrderCard';
