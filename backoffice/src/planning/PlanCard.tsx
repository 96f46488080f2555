import { Box, Card, CardContent, TextField, Typography } from '@mui/material';
import { DueChip } from './DueChip';
import { dueEdge } from './due';
import { dayLabel } from './dayLabel';
import type { PlanOrder } from './types';

interface PlanCardProps {
    order: PlanOrder;
    days: string[];
    /** null: the member may look but not move */
    onMove: ((order: PlanOrder, day: string) => void) | null;
    dragging?: boolean;
}

/** An order on the calendar: id, customer, product, pieces, how due; "Move to" (keyboard and touch) beside the drag. */
export const PlanCard = ({ order, days, onMove, dragging = false }: PlanCardProps) => (
    <Card
        component="article"
        aria-label={`Order ${order.order_id}`}
        variant="outlined"
        sx={{ borderLeft: dueEdge(order), boxShadow: dragging ? 6 : 0, bgcolor: 'background.paper' }}
    >
        <CardContent sx={{ p: 1.25, '&:last-child': { pb: 1.25 }, display: 'grid', gap: 0.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography variant="subtitle2" component="p" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                    {order.order_id}
                </Typography>
                <Typography variant="caption" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {order.pieces} {order.pieces === 1 ? 'piece' : 'pieces'}
                </Typography>
            </Box>
            <Typography variant="body2" noWrap title={order.name}>
                {order.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>
                {order.product} · {order.print_method} · {order.status}
            </Typography>
            <Box sx={{ display: 'flex' }}>
                <DueChip order={order} />
            </Box>
            {onMove ? (
                <TextField
                    select
                    size="small"
                    label="Move to"
                    value={days.includes(order.print_on) ? order.print_on : ''}
                    onChange={event => onMove(order, event.target.value)}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Move ${order.order_id} to` }, inputLabel: { shrink: true } }}
                    sx={{ mt: 0.5 }}
                >
                    {days.map(day => (
                        <option key={day} value={day}>
                            {dayLabel(day)}
                        </option>
                    ))}
                </TextField>
            ) : null}
        </CardContent>
    </Card>
);

