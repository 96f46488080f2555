import { useTranslations } from 'next-intl';
import type { Ticket, ThreadEntry } from '@/lib/api/tickets';
import { formatDateTime } from '@/lib/format';

/**
 * What was said on a ticket, oldest first: the customer's first message, then the team's replies and the customer's
 * own follow-ups. The team's internal notes never reach the storefront.
 */
export function threadOf(ticket: Pick<Ticket, 'message' | 'createdAt' | 'thread'>, you = 'You'): ThreadEntry[] {
  const [first] = ticket.thread;
  const opening: ThreadEntry[] =
    ticket.message && !(first?.kind === 'customer' && first.body === ticket.message)
      ? [{ id: 0, kind: 'customer', author: you, body: ticket.message, createdAt: ticket.createdAt }]
      : [];
  return [...opening, ...ticket.thread];
}

export function TicketThread({ ticket }: { ticket: Ticket }) {
  const t = useTranslations('ticketPage');
  return (
    <ol className="thread" aria-label={t('messages')}>
      {threadOf(ticket, t('you')).map((entry) => (
        <li key={`${entry.kind}-${entry.id}`} className={`thread-entry ${entry.kind}`}>
          <header>
            <strong lang={entry.author && entry.author !== t('you') ? 'en' : undefined}>{entry.kind === 'reply' ? entry.author || t('support') : entry.author || t('you')}</strong>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </header>
          <p lang="en">{entry.body}</p>
        </li>
      ))}
    </ol>
  );
}
