import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { attempt, getMe, getTicket } from '@/lib/api/server';
import { ticketTitle } from '@/lib/api/tickets';
import { formatDate } from '@/lib/format';
import { customerHomeHref } from '@/components/layout/nav-links';
import { Notice } from '@/components/ui/notice';
import { RetryNotice } from '@/components/ui/retry-notice';
import { TicketStatusBadge } from '@/components/tickets/ticket-status';
import { TicketThread } from '@/components/tickets/ticket-thread';
import { setPageLocale } from '@/i18n/page';

type Props = { params: Promise<{ number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Ticket ${decodeURIComponent((await params).number)}`, robots: { index: false } };
}

/** One of the customer's tickets: its number, status, due date and the thread (the team's replies). Theirs only. */
export default async function TicketPage({ params }: Props) {
  await setPageLocale(params);
  const number = decodeURIComponent((await params).number);
  const cookie = (await headers()).get('cookie') ?? '';
  const me = await attempt(() => getMe(cookie));
  if (me.ok && !me.data.authenticated)
    return (
      <div className="container page narrow-page">
        <h1>Ticket {number}</h1>
        <Notice kind="info">
          Please <Link href="/login">log in</Link> to see your tickets.
        </Notice>
      </div>
    );
  const ticket = await attempt(() => getTicket(number, cookie));
  if (!ticket.ok && (ticket.status === 404 || ticket.status === 403)) notFound();
  const home = me.ok && me.data.phoneNumber ? customerHomeHref(me.data.phoneNumber) : '/customerpilot';
  return (
    <div className="container page reading-page">
      <Link className="back-link" href={home}>
        ← My account
      </Link>
      {ticket.ok ? (
        <>
          <h1>
            Ticket {ticket.data.number} <TicketStatusBadge status={ticket.data.status} label={ticket.data.statusLabel} />
          </h1>
          <p className="ticket-subject">{ticketTitle(ticket.data)}</p>
          <dl className="ticket-facts">
            <div>
              <dt>Opened</dt>
              <dd>{formatDate(ticket.data.createdAt)}</dd>
            </div>
            {ticket.data.orderId && (
              <div>
                <dt>Order</dt>
                <dd>{ticket.data.orderId}</dd>
              </div>
            )}
            {ticket.data.status !== 'resolved' && (
              <div>
                <dt>Resolved by</dt>
                <dd>{formatDate(ticket.data.dueAt)}</dd>
              </div>
            )}
          </dl>
          <TicketThread ticket={ticket.data} />
          <Notice kind="info">
            Our replies also reach you by e-mail. To add something, use <Link href="/contact">Get Support</Link> and mention ticket{' '}
            <strong className="nowrap">{ticket.data.number}</strong>.
          </Notice>
        </>
      ) : (
        <RetryNotice message={ticket.message} />
      )}
    </div>
  );
}
