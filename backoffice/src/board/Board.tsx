import { useCallback } from 'react';
import { Title, useCanAccess } from 'react-admin';
import { Box } from '@mui/material';
import { DragDropContext, type DropResult } from '@hello-pangea/dnd';
import { useQueryClient } from '@tanstack/react-query';
import type { Order, OrderStatus } from '../types';
import { errorText } from '../providers/errors';
import { ORDER_STATUSES, isOrderStatus } from '../orders/statuses';
import { BoardColumn } from './BoardColumn';
import { columnKey, useBoardColumn, useMoveOrder } from './useBoard';
import type { BoardSort, ColumnData } from './boardCache';
import { BoardSortToggle, useBoardSort } from './BoardSortToggle';
import { FindOrder } from './FindOrder';
import { StoreFilter } from './StoreFilter';
import { StoreGroup } from './StoreGroup';
import { useBoardStore } from './useBoardStore';
import { useShipPrompt } from '../shipping/useShipPrompt';
import { ShippedColumnActions } from '../labels';

type Move = (order: Order, status: OrderStatus) => Promise<boolean>;

type ColumnProps = { status: OrderStatus; sort: BoardSort; store?: number; onStatusSubmit: Move; canDrag: boolean; canPrint: boolean };

const ConnectedColumn = ({ status, sort, store, onStatusSubmit, canDrag, canPrint }: ColumnProps) => {
    const query = useBoardColumn(status, sort, store);
    const orders = query.data?.pages.flatMap(page => page.data) ?? [];
    return (
        <BoardColumn
            status={status}
            orders={orders}
            total={query.data?.pages[0]?.total ?? 0}
            loading={query.isPending}
            error={query.isError ? errorText(query.error, 'Could not load orders.') : null}
            hasMore={Boolean(query.hasNextPage)}
            loadingMore={query.isFetchingNextPage}
            onLoadMore={() => void query.fetchNextPage()}
            onStatusSubmit={onStatusSubmit}
            canDrag={canDrag}
            actions={status === 'shipped' && canPrint ? <ShippedColumnActions /> : null}
        />
    );
};

/**
 * The admin order board: five status columns, newest first (or the open ones soonest due, as the person
 * chooses); drag a card or use Update Status (a role that may change status). Beside it, "Store": one campaign
 * store's orders alone, its columns grouped under the store's heading (`/board?store=<id>`).
 */
export const Board = () => {
    const [sort, setSort] = useBoardSort();
    const [store, setStore] = useBoardStore();
    const moveOrder = useMoveOrder(sort, store);
    const ship = useShipPrompt();
    const queryClient = useQueryClient();
    // only a member who may change a status drags cards (the server refuses the others anyway)
    const canDrag = useCanAccess({ resource: 'board', action: 'drag' }).canAccess === true;
    const canPrint = useCanAccess({ resource: 'labels', action: 'print' }).canAccess === true;
    const canSeeStores = useCanAccess({ resource: 'stores', action: 'list' }).canAccess === true;
    // Shipping asks for courier and AWB first ('No AWB yet' moves it all the same); on
    // Cancel the card stays in its column.
    const { ask } = ship;
    const move = useCallback<Move>(
        (order, to) =>
            to === 'shipped' && order.status !== 'shipped' ? ask(order.order_id, () => moveOrder(order, to)) : moveOrder(order, to),
        [ask, moveOrder],
    );

    const onDragEnd = useCallback(
        ({ source, destination, draggableId }: DropResult) => {
            if (!destination || destination.droppableId === source.droppableId) return;
            if (!isOrderStatus(source.droppableId) || !isOrderStatus(destination.droppableId)) return;
            const column = queryClient.getQueryData<ColumnData>(columnKey(source.droppableId, sort, store));
            const order = column?.pages.flatMap(page => page.data).find(o => o.id === draggableId);
            if (order) void move(order, destination.droppableId);
        },
        [move, queryClient, sort, store],
    );

    const columns = (
        <DragDropContext onDragEnd={onDragEnd}>
            <Box sx={{ display: 'flex', gap: 1.25, pb: 1, alignItems: 'flex-start', minWidth: 5 * 196 }}>
                {ORDER_STATUSES.map(status => (
                    <ConnectedColumn key={status} status={status} sort={sort} store={store} onStatusSubmit={move} canDrag={canDrag} canPrint={canPrint} />
                ))}
            </Box>
        </DragDropContext>
    );

    return (
        <Box sx={{ pt: 1.5 }}>
            <Title title="Order board" />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 1.5 }}>
                <BoardSortToggle value={sort} onChange={setSort} />
                <FindOrder />
                {canSeeStores || store !== undefined ? <StoreFilter value={store} onChange={setStore} /> : null}
            </Box>
            {store === undefined ? (
                columns
            ) : (
                <StoreGroup store={store} onClear={() => setStore(undefined)}>
                    {columns}
                </StoreGroup>
            )}
            {ship.dialog}
        </Box>
    );
};

export default Board;
