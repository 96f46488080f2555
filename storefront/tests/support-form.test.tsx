import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { SHIPPED_ORDER } from './fixtures';

const orders = vi.fn();
vi.mock('@/lib/api/client', () => ({ api: { orders: (p: string) => orders(p) } }));
const create = vi.fn();
vi.mock('@/lib/api/tickets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api/tickets')>()),
  ticketsApi: { create: (x: unknown) => create(x) },
}));

import { SupportForm } from '@/components/forms/support-form';

beforeEach(() => {
  vi.clearAllMocks();
  orders.mockResolvedValue([SHIPPED_ORDER]);
});

describe('Get Support (a logged-in customer)', () => {
  it('opens a ticket about one of their orders and gives its number with a link to follow it', async () => {
    create.mockResolvedValue({ number: 'GR-26-000042' });
    render(<SupportForm phone="9876543210" />);
    await screen.findByRole('option', { name: /RZ-1 · 20\/11\/2026/ });
    await userEvent.type(screen.getByLabelText('Subject (optional)'), 'Smudged print');
    await userEvent.selectOptions(screen.getByLabelText('About an order (optional)'), 'RZ-1');
    await userEvent.type(screen.getByLabelText('How can we help?'), '  Please replace it.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Open a ticket' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your ticket number is GR-26-000042');
    expect(screen.getByRole('link', { name: 'Follow your ticket' })).toHaveAttribute('href', '/tickets/GR-26-000042');
    expect(create).toHaveBeenCalledWith({ subject: 'Smudged print', orderId: 'RZ-1', message: 'Please replace it.' });
    expect(orders).toHaveBeenCalledWith('9876543210');
  }, 20_000);

  it('asks for the message first, and shows the server’s word on the order next to it', async () => {
    render(<SupportForm phone="9876543210" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open a ticket' }));
    expect(screen.getByLabelText('How can we help?')).toHaveAccessibleDescription('Please write your message.');
    expect(create).not.toHaveBeenCalled();

    create.mockRejectedValue(new ApiError('Please check the form.', 400, { order_id: ['This order is not one of yours.'] }, true));
    await userEvent.type(screen.getByLabelText('How can we help?'), 'Where is it?');
    await userEvent.click(screen.getByRole('button', { name: 'Open a ticket' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the form.');
    expect(screen.getByLabelText('About an order (optional)')).toHaveAccessibleDescription('This order is not one of yours.');
  }, 20_000);
});
