import { TICKET_STATUSES, type Ticket, type TicketStatus } from '../types';

export const TICKET_STATUS_COLOR: Record<TicketStatus, string> = {
    open: '#e0a21b',
    acknowledged: '#3469b7',
    resolved: '#2e7d32',
};

/** What a person reads for each status (the server's labels), in the select, the filter and the badge alike. */
export const TICKET_STATUS_LABEL: Record<TicketStatus, string> = {
    open: 'Open',
    acknowledged: 'Acknowledged',
    resolved: 'Resolved',
};

export const TICKET_STATUS_CHOICES = TICKET_STATUSES.map(id => ({ id, name: TICKET_STATUS_LABEL[id] }));

export const isTicketStatus = (value: unknown): value is TicketStatus =>
    (TICKET_STATUSES as readonly unknown[]).includes(value);

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const span = (ms: number) => {
    const days = Math.floor(ms / DAY_MS);
    if (days >= 1) return `${days} day${days === 1 ? '' : 's'}`;
    const hours = Math.max(1, Math.floor(ms / HOUR_MS));
    return `${hours} hour${hours === 1 ? '' : 's'}`;
};

/**
 * How the ticket stands against the law's clock (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5)):
 * acknowledged within 48 hours, resolved within one month. The server decides `overdue`; this words it.
 */
export const dueText = (ticket: Pick<Ticket, 'status' | 'due_at' | 'ack_due_at' | 'overdue'>, now: Date = new Date()): string => {
    if (ticket.status === 'resolved') return 'Resolved';
    const due = new Date(ticket.due_at).getTime();
    const ackDue = new Date(ticket.ack_due_at).getTime();
    const at = now.getTime();
    if (ticket.status === 'open' && at > ackDue) return `Not acknowledged for ${span(at - ackDue)} past the 48 hours`;
    if (at > due) return `Overdue by ${span(at - due)}`;
    if (ticket.overdue) return 'Overdue';
    return `Due in ${span(due - at)}`;
};
