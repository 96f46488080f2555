import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { BAG_ORDER, CATALOGUE_ORDER, PRIYA_ME as priya, SHIPPED_ORDER as order } from './fixtures';

vi.mock('next/navigation', () => ({ useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn() }) }));
const getMe = vi.fn();
const getOrders = vi.fn();
vi.mock('@/lib/api/server', async () => ({
  attempt: (await import('@/lib/api/errors')).attempt,
  getMe: (cookie: string) => getMe(cookie),
  getOrders: (phone: string, cookie: string) => getOrders(phone, cookie),
}));

import { MyOrderStatus } from '@/components/customer/my-order-status';

const COOKIE = 'sessionid=abc';

describe('Orders & Returns: your orders (server-rendered)', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks a visitor without a session to log in, and reads no orders', async () => {
    getMe.mockResolvedValue({ authenticated: false, phoneNumber: null, name: null, isStaff: false });
    render(await MyOrderStatus({ cookie: '' }));
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(getOrders).not.toHaveBeenCalled();
  });

  it('does not list orders for the admin team (they have no customer orders)', async () => {
    getMe.mockResolvedValue({ authenticated: true, phoneNumber: '9000000001', name: 'Admin', isStaff: true });
    render(await MyOrderStatus({ cookie: COOKIE }));
    expect(screen.getByText(/to see the status of your orders/)).toBeInTheDocument();
    expect(getOrders).not.toHaveBeenCalled();
  });

  it('lists the session customer’s orders with status, date and rupees', async () => {
    getMe.mockResolvedValue(priya);
    getOrders.mockResolvedValue([order]);
    render(await MyOrderStatus({ cookie: COOKIE }));
    expect(getOrders).toHaveBeenCalledWith('9876543210', COOKIE);
    const row = screen.getByRole('row', { name: /RZ-1/ });
    expect(row).toHaveTextContent('Shipped');
    expect(row).toHaveTextContent('20/11/2026');
    expect(row).toHaveTextContent('₹1,23,456');
  });

  it('names the ready-made design of a catalogue order under its id (issue 21)', async () => {
    getMe.mockResolvedValue(priya);
    getOrders.mockResolvedValue([CATALOGUE_ORDER, BAG_ORDER, order]);
    render(await MyOrderStatus({ cookie: COOKIE }));
    expect(screen.getByRole('row', { name: /RZ-2/ })).toHaveTextContent('RZ-2Medieval Pink');
    expect(screen.getByRole('row', { name: /RZ-3/ })).toHaveTextContent('Medieval Pink, Blue Madonna');
    expect(screen.getByRole('row', { name: /RZ-1/ }).querySelector('.order-design')).toBeNull();
  });

  it('says so when the customer has no orders', async () => {
    getMe.mockResolvedValue(priya);
    getOrders.mockResolvedValue([]);
    render(await MyOrderStatus({ cookie: COOKIE }));
    expect(screen.getByText('Sorry No orders found.')).toBeInTheDocument();
  });

  it('offers a Retry when the orders cannot be read', async () => {
    getMe.mockResolvedValue(priya);
    getOrders.mockRejectedValue(new ApiError('Server error', 500));
    render(await MyOrderStatus({ cookie: COOKIE }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
