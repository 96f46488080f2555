import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
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

type Props = { params: Promise<{ number: string; locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { number, locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ticketPage' });
  return { title: t('title', { number: decodeURIComponent(number) }), robots: { index: false } };
}

/** One of the customer's tickets: its number, status, due date and the thread (the team's replies). Theirs only. */
export default async function TicketPage({ params }: Props) {
  await setPageLocale(params);
  const number = decodeURIComponent((await params).number);
  const t = await getTranslations('ticketPage');
  const cookie = (await headers()).get('cookie') ?? '';
  const me = await attempt(() => getMe(cookie));
  if (me.ok && !me.data.authenticated)
    return (
      <div className="container page narrow-page">
        <h1>{t('title', { number })}</h1>
        <Notice kind="info">{t.rich('logIn', { login: (words) => <Link href="/login">{words}</Link> })}</Notice>
      </div>
    );
  const ticket = await attempt(() => getTicket(number, cookie));
  if (!ticket.ok && (ticket.status === 404 || ticket.status === 403)) notFound();
  const home = me.ok && me.data.phoneNumber ? customerHomeHref(me.data.phoneNumber) : '/customerpilot';
  return (
    <div className="container page reading-page">
      <Link className="back-link" href={home}>
        ← {t('myAccount')}
      </Link>
      {ticket.ok ? (
        <>
          <h1>
            {t('title', { number: ticket.data.number })} <TicketStatusBadge status={ticket.data.status} label={t(`status.${ticket.data.status}`)} />
          </h1>
          <p className="ticket-subject" lang="en">
            {ticketTitle(ticket.data)}
          </p>
          <dl className="ticket-facts">
            <div>
              <dt>{t('opened')}</dt>
              <dd>{formatDate(ticket.data.createdAt)}</dd>
            </div>
            {ticket.data.orderId && (
              <div>
                <dt>{t('order')}</dt>
                <dd>{ticket.data.orderId}</dd>
              </div>
            )}
            {ticket.data.status !== 'resolved' && (
              <div>
                <dt>{t('resolvedBy')}</dt>
                <dd>{formatDate(ticket.data.dueAt)}</dd>
              </div>
            )}
          </dl>
          <TicketThread ticket={ticket.data} />
          <Notice kind="info">
            {t.rich('addSomething', {
              number: ticket.data.number,
              support: (words) => <Link href="/contact">{words}</Link>,
              strong: (words) => <strong className="nowrap">{words}</strong>,
            })}
          </Notice>
        </>
      ) : (
        <RetryNotice message={ticket.message} />
      )}
    </div>
  );
}
