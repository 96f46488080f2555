import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DragDropContext } from '@hello-pangea/dnd';
import { describe, expect, it, vi } from 'vitest';
import { BoardColumn, type BoardColumnProps } from './BoardColumn';
import { renderWithAdmin } from '../test/render';
import { makeOrder } from '../test/orders';

const renderColumn = (props: Partial<BoardColumnProps> = {}) =>
    renderWithAdmin(
        <DragDropContext onDragEnd={() => undefined}>
            <BoardColumn
                status="pending"
                orders={[]}
                total={0}
                loading={false}
                hasMore={false}
                loadingMore={false}
                onLoadMore={() => undefined}
                onStatusSubmit={() => undefined}
                {...props}
            />
        </DragDropContext>,
    );

describe('BoardColumn', () => {
    it('shows the loading text while the column loads', () => {
        renderColumn({ loading: true });
        expect(screen.getByRole('heading', { name: 'pending' })).toBeInTheDocument();
        expect(screen.getByText('Loading orders...')).toBeInTheDocument();
    });

    it('shows the empty text when the column has no orders', () => {
        renderColumn();
        expect(screen.getByText('No orders available.')).toBeInTheDocument();
    });

    it('lists cards with order id, dd/mm/yyyy date, name, colour and sizes, and the count', () => {
        renderColumn({
            orders: [makeOrder(), makeOrder({ order_id: 'RZ-TEST0002', name: 'Rahul Verma', date: '2026-02-01' })],
            total: 7,
        });
        const column = screen.getByRole('region', { name: 'pending' });
        expect(within(column).getByLabelText('7 orders')).toHaveTextContent('7');
        const card = screen.getByRole('article', { name: 'Order RZ-TEST0001' });
        expect(within(card).getByText('RZ-TEST0001')).toBeInTheDocument();
        expect(within(card).getByText('07/03/2026')).toBeInTheDocument();
        expect(within(card).getByText('Priya Sharma')).toBeInTheDocument();
        expect(within(card).getByText('Heather Navy')).toBeInTheDocument();
        expect(within(card).getByText('M × 2')).toBeInTheDocument();
        expect(within(card).getByText('XL × 1')).toBeInTheDocument();
        expect(within(card).getByRole('button', { name: 'Update Status' })).toBeInTheDocument();
        expect(within(card).getByRole('button', { name: 'Front Image' })).toBeEnabled();
        expect(within(card).getByRole('button', { name: 'Back Image' })).toBeDisabled();
        expect(screen.getByText('01/02/2026')).toBeInTheDocument();
        expect(screen.queryByText('No orders available.')).not.toBeInTheDocument();
    });

    it('offers Load more when the column has more orders', async () => {
        const onLoadMore = vi.fn();
        renderColumn({ orders: [makeOrder()], total: 30, hasMore: true, onLoadMore });
        await userEvent.click(screen.getByRole('button', { name: 'Load more (29 more)' }));
        expect(onLoadMore).toHaveBeenCalledOnce();
    });
});
