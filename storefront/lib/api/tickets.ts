/**
 * Grievance and support tickets (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): a number the customer can
 * follow, acknowledged within 48 hours, resolved within a month): the app's types, mappers and the browser's calls.
 * The server reads (the customer's list, one ticket) are in `server.ts`.
 */
import { shop, unwrap } from './http';
import type { Schema, Wire } from './types';

export type TicketStatus = Schema<'TicketStatus'>;

export interface TicketSummary {
  number: string;
  subject: string;
  status: TicketStatus;
  statusLabel: string;
  orderId: string | null;
  createdAt: string;
  updatedAt: string;
  dueAt: string;
}

export interface ThreadEntry {
  id: number;
  /** The customer's own words, or the team's reply (internal notes never reach the storefront). */
  kind: 'customer' | 'reply';
  author: string;
  body: string;
  createdAt: string;
}

export interface Ticket extends TicketSummary {
  message: string;
  thread: ThreadEntry[];
}

export function toTicketSummary(raw: Schema<'TicketSummaryOut'>): TicketSummary {
  return {
    number: raw.number,
    subject: raw.subject,
    status: raw.status,
    statusLabel: raw.status_label || raw.status,
    orderId: raw.order_id || null,
    createdAt: raw.created_at,
    updatedAt: raw.updated_at,
    dueAt: raw.due_at,
  };
}

export function toTicket(raw: Wire<'/api/tickets/{number}/', 'get'>): Ticket {
  return {
    ...toTicketSummary(raw),
    message: raw.message,
    thread: raw.thread.flatMap((e) =>
      e.kind === 'customer' || e.kind === 'reply' ? [{ id: e.id, kind: e.kind, author: e.author, body: e.body, createdAt: e.created_at }] : [],
    ),
  };
}

/** A ticket's page on the storefront. */
export const ticketHref = (number: string) => `/tickets/${encodeURIComponent(number)}`;

/** What a ticket is about, for a list: its subject, else the start of the customer's message. */
export function ticketTitle(ticket: Pick<Ticket, 'subject'> & { message?: string }): string {
  if (ticket.subject.trim()) return ticket.subject.trim();
  const first = (ticket.message ?? '').trim().split('\n')[0] ?? '';
  return first.length > 60 ? `${first.slice(0, 59)}…` : first || 'Support request';
}

export interface SupportRequest {
  subject: string;
  message: string;
  /** One of the customer's own orders, or '' for none. */
  orderId: string;
}

export const ticketsApi = {
  /** "Get Support": a ticket for the logged-in customer (name, e-mail and phone come from the account). */
  create: async ({ subject, message, orderId }: SupportRequest): Promise<Ticket> => {
    const body = { message, ...(subject.trim() ? { subject: subject.trim() } : {}), ...(orderId ? { order_id: orderId } : {}) };
    return toTicket(await unwrap(shop().POST('/api/tickets/', { body })));
  },
};
