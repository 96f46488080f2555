import { describe, expect, it } from 'vitest';
import { dueText } from './ticketStatus';

const OPENED = '2026-11-01T10:00:00Z';
const ticket = (status: 'open' | 'acknowledged' | 'resolved', overdue = false) => ({
    status,
    overdue,
    ack_due_at: '2026-11-03T10:00:00Z', // opened + 48 hours
    due_at: '2026-12-01T10:00:00Z', // opened + one month
});
const at = (iso: string) => new Date(iso);

describe('dueText: the ticket against the law’s clock', () => {
    it('counts down to the month’s end, in days and then hours', () => {
        expect(dueText(ticket('acknowledged'), at(OPENED))).toBe('Due in 30 days');
        expect(dueText(ticket('acknowledged'), at('2026-12-01T07:00:00Z'))).toBe('Due in 3 hours');
    });

    it('says how long an open ticket has gone unacknowledged past the 48 hours', () => {
        expect(dueText(ticket('open', true), at('2026-11-04T11:00:00Z'))).toBe('Not acknowledged for 1 day past the 48 hours');
    });

    it('says how long a ticket is overdue, and nothing of the clock once resolved', () => {
        expect(dueText(ticket('acknowledged', true), at('2026-12-03T10:00:00Z'))).toBe('Overdue by 2 days');
        expect(dueText(ticket('resolved'), at('2027-01-01T00:00:00Z'))).toBe('Resolved');
    });
});
