import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Ticket, TicketDetail } from '../types';
import { renderWithAdmin } from '../test/render';
import { TicketControls } from './TicketControls';
import { TicketStatusField } from './TicketStatusField';

const TICKET = { id: 3, status: 'acknowledged', assignee_id: null, assignee_name: null, overdue: false, thread: [] } as unknown as TicketDetail;

describe('the ticket status reads as people say it', () => {
    it('shows Acknowledged in the select, beside an Acknowledged badge, and offers Open, Acknowledged, Resolved', async () => {
        renderWithAdmin(<TicketControls ticket={TICKET} onDone={() => undefined} />);
        const select = await screen.findByRole('combobox', { name: 'Status' });
        expect(select).toHaveTextContent(/^Acknowledged$/);
        await userEvent.click(select);
        const options = within(screen.getByRole('listbox')).getAllByRole('option');
        expect(options.map(o => o.textContent)).toEqual(['Open', 'Acknowledged', 'Resolved']);
    });

    it('labels the badge the same way, not the raw value', () => {
        render(<TicketStatusField record={{ ...TICKET, overdue: true } as unknown as Ticket} />);
        expect(screen.getByText('Acknowledged')).toBeInTheDocument();
        expect(screen.getByText('Overdue')).toBeInTheDocument();
        expect(screen.queryByText('acknowledged')).toBeNull();
    });
});
