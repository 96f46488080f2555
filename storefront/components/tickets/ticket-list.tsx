import Link from 'next/link';
import { type TicketSummary, ticketHref, ticketTitle } from '@/lib/api/tickets';
import { formatDate } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import { TicketStatusBadge } from './ticket-status';

/** The customer's tickets, newest first: number, what it is about, status, when opened and when it is due. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  if (tickets.length === 0)
    return (
      <Notice kind="info">
        You have no support tickets. Need help? <Link href="/contact">Get Support</Link>
      </Notice>
    );
  return (
    <ul className="tickets" aria-label="Your support tickets">
      {tickets.map((t) => (
        <li key={t.number} className="ticket-row">
          <div>
            <h3>
              <Link href={ticketHref(t.number)}>{t.number}</Link> <TicketStatusBadge status={t.status} label={t.statusLabel} />
            </h3>
            <p className="ticket-subject">{ticketTitle(t)}</p>
          </div>
          <dl>
            <div>
              <dt>Opened</dt>
              <dd>{formatDate(t.createdAt)}</dd>
            </div>
            {t.orderId && (
              <div>
                <dt>Order</dt>
                <dd>{t.orderId}</dd>
              </div>
            )}
            {t.status !== 'resolved' && t.dueAt && (
              <div>
                <dt>Resolved by</dt>
                <dd>{formatDate(t.dueAt)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
