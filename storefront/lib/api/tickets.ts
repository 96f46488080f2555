/**
 * Grievance and support tickets (Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): a number the customer can
 * follow, acknowledged within 48 hours, resolved within a month): the app's types, mappers and the browser's calls.
 * The server reads (the customer's list, one ticket) are in `server.ts`.
 */
import { shop, unwrap } from './http';

export type TicketStatus = 'open' | 'acknowledged' | 'resolved';

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

type Raw = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const STATUSES: readonly string[] = ['open', 'acknowledged', 'resolved'];

export function toTicketSummary(raw: Raw): TicketSummary {
  const status = STATUSES.includes(str(raw.status)) ? (str(raw.status) as TicketStatus) : 'open';
  return {
    number: str(raw.number),
    subject: str(raw.subject),
    status,
    statusLabel: str(raw.status_label) || status,
    orderId: strOrNull(raw.order_id),
    createdAt: str(raw.created_at),
    updatedAt: str(raw.updated_at),
    dueAt: str(raw.due_at),
  };
}

export function toTicket(raw: Raw): Ticket {
  const thread = Array.isArray(raw.thread) ? (raw.thread as Raw[]) : [];
  return {
    ...toTicketSummary(raw),
    message: str(raw.message),
    thread: thread
      .filter((e) => e.kind === 'customer' || e.kind === 'reply')
      .map((e) => ({ id: Number(e.id), kind: e.kind as ThreadEntry['kind'], author: str(e.author), body: str(e.body), createdAt: str(e.created_at) })),
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
    return toTicket((await unwrap(shop().POST('/api/tickets/', { body }))) as unknown as Raw);
  },
};
