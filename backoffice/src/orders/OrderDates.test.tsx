import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '../test/render';
import { makeOrderDetail } from '../test/orders';
import { OrderHeader } from './OrderHeader';

describe("the order page's dates", () => {
    afterEach(() => vi.useRealTimers());

    it('shows the promised dispatch date and the planned print day as dd/mm/yyyy, with the due state', () => {
        vi.useFakeTimers({ now: new Date('2026-11-24T06:00:00Z'), toFake: ['Date'] }); // 24/11, 11:30 in India
        renderWithAdmin(<OrderHeader record={makeOrderDetail({ status: 'confirm', dispatch_by: '2026-11-25', print_on: '2026-11-24' })} />);
        expect(screen.getByText('Dispatch by')).toHaveTextContent('Dispatch by 25/11/2026');
        expect(screen.getByText('Print day')).toHaveTextContent('Print day 24/11/2026');
        expect(screen.getByText('Due tomorrow · 25/11/2026')).toBeInTheDocument();
    });

    it('shows the dates of a shipped order without a due state, and nothing of an undated one', () => {
        const { rerender } = renderWithAdmin(
            <OrderHeader record={makeOrderDetail({ status: 'shipped', dispatch_by: '2026-11-25', print_on: '2026-11-24' })} />,
        );
        expect(screen.getByText('Dispatch by')).toHaveTextContent('Dispatch by 25/11/2026');
        expect(screen.queryByText(/Due|Late/)).not.toBeInTheDocument();
        rerender(<OrderHeader record={makeOrderDetail({ status: 'pending' })} />);
        expect(screen.queryByText('Dispatch by')).not.toBeInTheDocument();
        expect(screen.queryByText('Print day')).not.toBeInTheDocument();
    });
});
