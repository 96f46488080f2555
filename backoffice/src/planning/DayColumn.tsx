import { Box, Chip, LinearProgress, Paper, Typography } from '@mui/material';
import { Draggable, Droppable } from '@hello-pangea/dnd';
import { DUE_LOOK } from './due';
import { dayLabel, dayName } from './dayLabel';
import { PlanCard } from './PlanCard';
import type { MethodLoad, PlanDay, PlanOrder } from './types';

const FULL = DUE_LOOK.late.color;

/** One print method's load: "DTG: 9 / 8 pieces (113%)" and a bar, red past the capacity. */
const Load = ({ load }: { load: MethodLoad }) => {
    const percent = load.capacity > 0 ? Math.round((load.pieces / load.capacity) * 100) : load.pieces > 0 ? 100 : 0;
    const over = load.pieces > load.capacity;
    return (
        <Box>
            <Typography variant="caption" component="p" sx={{ color: over ? FULL : 'text.secondary', fontWeight: over ? 700 : 400 }}>
                {load.print_method}: {load.pieces} / {load.capacity} pieces ({percent}%){over ? ' over capacity' : ''}
            </Typography>
            <LinearProgress
                variant="determinate"
                value={Math.min(100, percent)}
                aria-label={`${load.print_method} ${percent}% full`}
                sx={{ height: 6, borderRadius: 3, '& .MuiLinearProgress-bar': over ? { bgcolor: FULL } : {} }}
            />
        </Box>
    );
};

interface DayColumnProps {
    plan: PlanDay;
    today: string;
    days: string[];
    onMove: ((order: PlanOrder, day: string) => void) | null;
}

/** A day of the calendar: its name, how full it is per print method, its orders (a drop target). */
export const DayColumn = ({ plan, today, days, onMove }: DayColumnProps) => {
    const headingId = `day-${plan.day}`;
    const name = dayName(plan.day, today);
    const used = plan.methods.filter(m => m.pieces > 0);
    const more = plan.orders_count - plan.orders.length;
    return (
        <Paper
            component="section"
            aria-labelledby={headingId}
            data-day={plan.day}
            elevation={0}
            sx={{ bgcolor: '#f4f1f6', borderRadius: 2, p: 1, display: 'flex', flexDirection: 'column', gap: 0.75, minWidth: 0 }}
        >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
                <Typography id={headingId} variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
                    {name ? `${name}, ` : ''}
                    {dayLabel(plan.day)}
                </Typography>
                <Chip size="small" label={`${plan.pieces} pcs`} aria-label={`${plan.pieces} pieces planned`} />
            </Box>
            {used.length ? used.map(load => <Load key={load.print_method} load={load} />) : (
                <Typography variant="caption" color="text.secondary">
                    Nothing planned.
                </Typography>
            )}
            <Droppable droppableId={plan.day}>
                {(provided, snapshot) => (
                    <Box
                        ref={provided.innerRef}
                        {...provided.droppableProps}
                        sx={{
                            display: 'grid',
                            gap: 0.75,
                            minHeight: 64,
                            borderRadius: 1,
                            outline: snapshot.isDraggingOver ? '2px dashed #3469b7' : 'none',
                        }}
                    >
                        {plan.orders.map((order, index) => (
                            <Draggable key={order.order_id} draggableId={order.order_id} index={index} isDragDisabled={!onMove}>
                                {(drag, dragSnapshot) => (
                                    <Box ref={drag.innerRef} {...drag.draggableProps} {...drag.dragHandleProps}>
                                        <PlanCard order={order} days={days} onMove={onMove} dragging={dragSnapshot.isDragging} />
                                    </Box>
                                )}
                            </Draggable>
                        ))}
                        {provided.placeholder}
                    </Box>
                )}
            </Droppable>
            {more > 0 ? (
                <Typography variant="caption" color="text.secondary">
                    and {more} more
                </Typography>
            ) : null}
        </Paper>
    );
};
