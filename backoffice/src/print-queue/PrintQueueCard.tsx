import { Box, Card, CardContent, Typography } from '@mui/material';
import { formatDate } from '../format';
import type { Order } from '../types';
import { DesignButtons } from '../orders/DesignButtons';
import { LineDesigns } from '../orders/LineDesigns';
import { PackButton } from '../packs';
import { DueChip } from '../planning/DueChip';
import { dueEdge } from '../planning/due';
import { FloorMarks } from './FloorMarks';
import { PrintedButton } from './PrintedButton';

/**
 * A confirmed order as the print floor needs it: what to print (product, colour, each line's design and size) and
 * its files (the two designs, the production pack). No customer details: the pack's job sheet
 * carries the shipping label.
 */
export const PrintQueueCard = ({ order }: { order: Order }) => (
    <Card component="article" aria-label={`Order ${order.order_id}`} variant="outlined" sx={{ borderLeft: dueEdge(order) }}>
        <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                    {order.order_id}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                    {formatDate(order.date ?? order.created_at)}
                </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, flexWrap: 'wrap' }}>
                <Box
                    aria-hidden
                    sx={{ width: 14, height: 14, borderRadius: '50%', border: '1px solid rgba(0,0,0,0.25)', bgcolor: order.color_hex ?? 'transparent' }}
                />
                <Typography variant="body2">{order.color}</Typography>
                {order.product ? (
                    <Typography variant="body2" color="text.secondary">
                        · {order.product}
                        {order.sleeve ? ` (${order.sleeve})` : ''}
                    </Typography>
                ) : null}
            </Box>
            <Box sx={{ display: 'flex' }}>
                <DueChip order={order} />
            </Box>
            {order.replacement_of ? (
                <Typography variant="caption" color="secondary.main" sx={{ fontWeight: 600 }}>
                    Replacement for {order.replacement_of}
                </Typography>
            ) : null}
            <FloorMarks order={order} />
            <LineDesigns order={order} size={36} />
            <DesignButtons orderId={order.order_id} hasFront={order.front !== null} hasBack={order.back !== null} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <PackButton orderId={order.order_id} />
                <PrintedButton order={order} />
            </Box>
        </CardContent>
    </Card>
);
