import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { type TicketSummary, ticketHref, ticketTitle } from '@/lib/api/tickets';
import { formatDate } from '@/lib/format';
import { Notice } from '@/components/ui/notice';
import { TicketStatusBadge } from './ticket-status';

/** The customer's tickets, newest first: number, what it is about, status, when opened and when it is due. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  const w = useTranslations('ticketPage');
  if (tickets.length === 0)
    return (
      <Notice kind="info">
        {w('none')} <Link href="/contact">{w('getSupport')}</Link>
      </Notice>
    );
  return (
    <ul className="tickets" aria-label={w('yours')}>
      {tickets.map((t) => (
        <li key={t.number} className="ticket-row">
          <div>
            <h3>
              <Link href={ticketHref(t.number)}>{t.number}</Link> <TicketStatusBadge status={t.status} label={w(`status.${t.status}`)} />
            </h3>
            <p className="ticket-subject" lang="en">
              {ticketTitle(t)}
            </p>
          </div>
          <dl>
            <div>
              <dt>{w('opened')}</dt>
              <dd>{formatDate(t.createdAt)}</dd>
            </div>
            {t.orderId && (
              <div>
                <dt>{w('order')}</dt>
                <dd>{t.orderId}</dd>
              </div>
            )}
            {t.status !== 'resolved' && t.dueAt && (
              <div>
                <dt>{w('resolvedBy')}</dt>
                <dd>{formatDate(t.dueAt)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
