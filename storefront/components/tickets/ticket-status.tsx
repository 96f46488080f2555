import type { TicketStatus } from '@/lib/api/tickets';

/** A ticket's status as a coloured badge: open, acknowledged, resolved. */
export function TicketStatusBadge({ status, label }: { status: TicketStatus; label: string }) {
  return <span className={`badge badge-ticket-${status}`}>{label}</span>;
}
