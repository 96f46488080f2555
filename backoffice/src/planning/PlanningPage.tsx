import { useCallback } from 'react';
import { CanAccess, Title, useCanAccess } from 'react-admin';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { errorText } from '../providers/errors';
import { CapacityForm } from './CapacityForm';
import { DayColumn } from './DayColumn';
import { TodayFigures } from './TodayFigures';
import { useMovePrintDay, usePlan } from './usePlan';

/**
 * The production calendar: the next 14 days, how full each is per print method against the daily
 * capacity, and each day's orders. Whoever plans drags an order to another day, or picks the day
 * in its "Move to" control; the order's dispatch date (the customer's promise) never moves.
 */
export const PlanningPage = () => {
    const { data, isPending, isError, error } = usePlan();
    const move = useMovePrintDay();
    const canMove = useCanAccess({ resource: 'planning', action: 'move' }).canAccess === true;

    const onDragEnd = useCallback(
        ({ source, destination, draggableId }: DropResult) => {
            if (!data || !destination || destination.droppableId === source.droppableId) return;
            const order = data.days.find(d => d.day === source.droppableId)?.orders.find(o => o.order_id === draggableId);
            if (order) void move(order, destination.droppableId);
        },
        [data, move],
    );

    const days = data?.days.map(d => d.day) ?? [];
    return (
        <Box sx={{ py: 1.5, display: 'grid', gap: 2 }}>
            <Title title="Production calendar" />
            <TodayFigures />
            <Typography variant="body2" color="text.secondary">
                Pieces planned per day against each print method's daily capacity.{' '}
                {canMove ? 'Drag an order to another day, or choose its day in "Move to". Its dispatch date stays.' : ''}
            </Typography>
            {isError ? <Alert severity="error">{errorText(error, 'Could not load the calendar.')}</Alert> : null}
            {isPending ? <Skeleton variant="rounded" height={320} /> : null}
            {data ? (
                <DragDropContext onDragEnd={onDragEnd}>
                    <Box
                        sx={{
                            display: 'grid',
                            gap: 1.25,
                            alignItems: 'start',
                            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(7, minmax(0, 1fr))' },
                        }}
                    >
                        {data.days.map(day => (
                            <DayColumn key={day.day} plan={day} today={data.today} days={days} onMove={canMove ? move : null} />
                        ))}
                    </Box>
                </DragDropContext>
            ) : null}
            <CanAccess resource="planning-capacity" action="edit">
                <CapacityForm />
            </CanAccess>
        </Box>
    );
};

export default PlanningPage;
