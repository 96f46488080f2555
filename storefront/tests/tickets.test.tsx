import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toTicket, ticketTitle } from '@/lib/api/tickets';
import type { Schema } from '@/lib/api/types';
import { TicketList } from '@/components/tickets/ticket-list';
import { TicketThread, threadOf } from '@/components/tickets/ticket-thread';

const RAW: Schema<'TicketOut'> = {
  number: 'GR-26-000042',
  subject: '',
  status: 'acknowledged',
  status_label: 'Acknowledged',
  order_id: 'RZ-ABC123',
  created_at: '2026-11-23T20:00:00Z',
  updated_at: '2026-11-24T05:00:00Z',
  due_at: '2026-12-23T20:00:00Z',
  message: 'My hoodie arrived with a smudged print.\nCan you replace it?',
  thread: [
    { id: 7, kind: 'reply', author: 'Rangrez support', body: 'Sorry! We will send a new one.', created_at: '2026-11-24T05:00:00Z' },
    { id: 8, kind: 'note', author: 'Asha Admin', body: 'internal: check the print floor', created_at: '2026-11-24T05:01:00Z' },
  ],
};

describe('a ticket as the storefront reads it', () => {
  it('keeps the team’s replies and never an internal note', () => {
    const ticket = toTicket(RAW);
    expect(ticket.thread.map((e) => e.kind)).toEqual(['reply']);
    expect(ticketTitle(ticket)).toBe('My hoodie arrived with a smudged print.');
  });

  it('opens the thread with the customer’s first message once, not twice', () => {
    const ticket = toTicket(RAW);
    expect(threadOf(ticket).map((e) => e.body)).toEqual([RAW.message, 'Sorry! We will send a new one.']);
    const echoed = toTicket({ ...RAW, thread: [{ id: 1, kind: 'customer', author: 'Priya', body: RAW.message, created_at: RAW.created_at }] });
    expect(threadOf(echoed)).toHaveLength(1);
  });

  it('shows the thread in India time with who wrote each line', () => {
    render(<TicketThread ticket={toTicket(RAW)} />);
    const lines = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('You');
    expect(lines[0]).toHaveTextContent('24/11/2026 01:30');
    expect(lines[1]).toHaveTextContent('Rangrez support');
    expect(lines[1]).toHaveTextContent('Sorry! We will send a new one.');
  });

  it('lists the customer’s tickets with number, status and the day it must be resolved by', () => {
    render(<TicketList tickets={[toTicket(RAW), toTicket({ ...RAW, number: 'GR-26-000043', status: 'resolved', status_label: 'Resolved', subject: 'Invoice copy' })]} />);
    const rows = within(screen.getByRole('list', { name: 'Your support tickets' })).getAllByRole('listitem');
    expect(within(rows[0]!).getByRole('link', { name: 'GR-26-000042' })).toHaveAttribute('href', '/tickets/GR-26-000042');
    expect(rows[0]).toHaveTextContent('Acknowledged');
    expect(rows[0]).toHaveTextContent('Resolved by24/12/2026');
    expect(rows[1]).toHaveTextContent('Invoice copy');
    expect(rows[1]).not.toHaveTextContent('Resolved by');
  });

  it('says when there are none, with the way to ask for help', () => {
    render(<TicketList tickets={[]} />);
    expect(screen.getByText(/You have no support tickets/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', '/contact');
  });
});
