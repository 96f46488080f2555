import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TicketDetail } from '../types';
import { TicketThread, threadLines } from './TicketThread';

const TICKET = {
    id: 3,
    name: 'Priya Sharma',
    message: 'My hoodie arrived with a smudged print.',
    created_at: '2026-11-23T18:06:00Z',
    thread: [
        { id: 1, kind: 'event', author: 'Asha Admin', body: 'Assigned to Sunil Support', created_at: '2026-11-23T19:00:00Z' },
        { id: 2, kind: 'note', author: 'Sunil Support', body: 'Check the print floor first.', created_at: '2026-11-23T19:05:00Z' },
        { id: 3, kind: 'reply', author: 'Sunil Support', body: 'Sorry! A new one is on its way.', created_at: '2026-11-23T19:10:00Z' },
    ],
} as TicketDetail;

describe('TicketThread', () => {
    it('starts with the customer’s message, then every line marked by what it is, in India time', () => {
        render(<TicketThread ticket={TICKET} />);
        const lines = within(screen.getByRole('list', { name: 'Thread' })).getAllByRole('listitem');
        expect(lines).toHaveLength(4);
        expect(lines[0]).toHaveTextContent('Priya Sharma · Customer');
        expect(lines[0]).toHaveTextContent('23/11/2026, 23:36');
        expect(lines[1]).toHaveTextContent('Assigned to Sunil Support · Asha Admin');
        expect(lines[2]).toHaveTextContent('Internal note, not shown to the customer');
        expect(lines[3]).toHaveTextContent('Reply, e-mailed to the customer');
    });

    it('does not repeat the first message when the thread already opens with it', () => {
        const echoed = { ...TICKET, thread: [{ id: 9, kind: 'customer', author: 'Priya Sharma', body: TICKET.message, created_at: TICKET.created_at }] } as TicketDetail;
        expect(threadLines(echoed)).toHaveLength(1);
    });
});
