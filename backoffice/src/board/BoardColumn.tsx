import type { ReactNode } from 'react';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { Draggable, Droppable } from '@hello-pangea/dnd';
import type { Order, OrderStatus } from '../types';
import { OrderCard } from './OrderCard';
import { STATUS_COLOR } from '../orders/statuses';

export interface BoardColumnProps {
    status: OrderStatus;
    orders: Order[];
    total: number;
    loading: boolean;
    error?: string | null;
    hasMore: boolean;
    loadingMore: boolean;
    onLoadMore: () => void;
    onStatusSubmit: (order: Order, status: OrderStatus) => Promise<boolean | void> | void;
    /** false: the cards stay put (a role that may not change a status) */
    canDrag?: boolean;
    /** under the heading: the column's own buttons (the shipped column's labels and manifest) */
    actions?: ReactNode;
}

/** One status column: heading with its count, the cards (droppable), 'Load more' when more exist. */
export const BoardColumn = ({
    status,
    orders,
    total,
    loading,
    error,
    hasMore,
    loadingMore,
    onLoadMore,
    onStatusSubmit,
    canDrag = true,
    actions,
}: BoardColumnProps) => {
    const headingId = `column-${status}`;
    return (
        <Paper
            component="section"
            aria-labelledby={headingId}
            elevation={0}
            sx={{
                bgcolor: '#f4f1f6',
                borderRadius: 2,
                borderTop: `4px solid ${STATUS_COLOR[status]}`,
                display: 'flex',
                flexDirection: 'column',
                minWidth: 0,
                flex: '1 1 0',
                maxHeight: 'calc(100vh - 150px)',
            }}
        >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 1 }}>
                <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700, textTransform: 'capitalize' }}>
                    {status}
                </Typography>
                <Chip size="small" label={loading ? '…' : total} aria-label={`${total} orders`} />
            </Box>
            {actions}
            <Droppable droppableId={status}>
                {(provided, snapshot) => (
                    <Box
                        ref={provided.innerRef}
                        {...provided.droppableProps}
                        data-testid={`column-${status}`}
                        sx={{
                            px: 1,
                            pb: 1,
                            overflowY: 'auto',
                            flex: 1,
                            minHeight: 120,
                            borderRadius: 2,
                            transition: 'background-color 120ms',
                            bgcolor: snapshot.isDraggingOver ? 'rgba(123,45,91,0.08)' : 'transparent',
                        }}
                    >
                        {loading ? (
                            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                                Loading orders...
                            </Typography>
                        ) : error ? (
                            <Typography variant="body2" color="error" sx={{ p: 1 }}>
                                {error}
                            </Typography>
                        ) : orders.length === 0 && !snapshot.isDraggingOver ? (
                            <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
                                No orders available.
                            </Typography>
                        ) : null}
                        {orders.map((order, index) => (
                            <Draggable key={order.id} draggableId={String(order.id)} index={index} isDragDisabled={!canDrag}>
                                {(drag, dragSnapshot) => (
                                    <Box
                                        ref={drag.innerRef}
                                        {...drag.draggableProps}
                                        {...drag.dragHandleProps}
                                        sx={{ mb: 1 }}
                                        style={drag.draggableProps.style}
                                    >
                                        <OrderCard order={order} onStatusSubmit={onStatusSubmit} dragging={dragSnapshot.isDragging} />
                                    </Box>
                                )}
                            </Draggable>
                        ))}
                        {provided.placeholder}
                        {hasMore ? (
                            <Button fullWidth size="small" onClick={onLoadMore} disabled={loadingMore}>
                                {loadingMore ? 'Loading orders...' : `Load more (${total - orders.length} more)`}
                            </Button>
                        ) : null}
                    </Box>
                )}
            </Droppable>
        </Paper>
    );
};
