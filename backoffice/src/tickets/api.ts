/** A ticket's replies and notes, on the typed client (`api/client.ts`). */
import { answer, office } from '../api/client';
import type { TicketAssignee, TicketDetail } from '../types';

const byTicket = (ticketId: number) => ({ path: { ticket_id: ticketId } });

/** `POST /api/office/tickets/{id}/reply` `{body}`: e-mailed to the customer, kept in the thread. */
export const replyToTicket = (ticketId: number, body: string): Promise<TicketDetail> =>
    answer(office.POST('/api/office/tickets/{ticket_id}/reply', { params: byTicket(ticketId), body: { body } }));

/** `POST /api/office/tickets/{id}/note` `{body}`: an internal note (never shown to the customer). */
export const addTicketNote = (ticketId: number, body: string): Promise<TicketDetail> =>
    answer(office.POST('/api/office/tickets/{ticket_id}/note', { params: byTicket(ticketId), body: { body } }));

/** `GET /api/office/ticket-assignees`: the team members who may handle tickets. */
export const getTicketAssignees = (): Promise<TicketAssignee[]> => answer(office.GET('/api/office/ticket-assignees'));
